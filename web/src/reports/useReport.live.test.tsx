import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_POLL_MS } from '@dojo/protocol';
import { dispatchBroadcast } from '../shared/realtime/bus';
import { makeFakeServer, makeReportData, renderWithData, type RecordedCall } from '../testing';
import { setSocketStatus } from '../testing/fakeConnection';
import { useReport } from './useReport';

/*
 * The query layer's live behaviour (docs/web.md, "Server data"), through the report's query:
 * while the socket is down it polls every 20 s; while it is up it never polls, and a push for
 * the report's exercise reads it again.
 */

vi.mock('../shared/realtime/connection', () => import('../testing/fakeConnection'));
vi.mock('../shared/realtime/emitAsync', () => ({
  emitAsync: () => Promise.resolve({ rooms: [] }),
}));

const REPORT = makeReportData();

function Report() {
  const { state } = useReport('jwt-1', 'Q3 drill');
  return <p>{state.kind}</p>;
}

let calls: RecordedCall[];
const reads = () => calls.filter((call) => call.path === '/api/getResponses').length;
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function pushChange(group: string) {
  act(() =>
    dispatchBroadcast('report.changed', {
      scope: `report:${group}`,
      seq: 1,
      serverTime: 0,
      data: { group, change: 'answered' },
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  calls = makeFakeServer({ '/api/getResponses': { body: REPORT } });
});
afterEach(() => {
  vi.useRealTimers();
  setSocketStatus('disconnected');
});

describe('a live query (the report)', () => {
  it('polls every 20 s while the socket is down, and stops once it is back', async () => {
    setSocketStatus('disconnected');
    renderWithData(<Report />);
    await wait(0);
    expect(reads()).toBe(1);
    await wait(REPORT_POLL_MS);
    expect(reads()).toBe(2);
    await wait(REPORT_POLL_MS);
    expect(reads()).toBe(3);

    act(() => setSocketStatus('connected'));
    await wait(1_000);
    // Back online: one read for the pushes missed meanwhile, then no more polling.
    expect(reads()).toBe(4);
    await wait(3 * REPORT_POLL_MS);
    expect(reads()).toBe(4);
  });

  it("reads again on a push for its exercise, once per burst, and not for another's", async () => {
    setSocketStatus('connected');
    renderWithData(<Report />);
    await wait(1_000);
    const settled = reads();
    expect(settled).toBeGreaterThanOrEqual(1);

    pushChange('Q3 drill');
    pushChange('Q3 drill');
    await wait(1_000);
    expect(reads()).toBe(settled + 1);

    pushChange('another drill');
    await wait(3 * REPORT_POLL_MS);
    expect(reads()).toBe(settled + 1);
  });
});
