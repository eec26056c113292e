import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../testing/manualClock';
import { startTestServer, type TestServer } from '../testing/testServer';
import { ShiftedClock } from './shiftedClock';

describe('the shifted clock', () => {
  it('runs on real time plus its offset', () => {
    const base = new ManualClock(1_000);
    expect(new ShiftedClock(500, base).now()).toBe(1_500);
  });

  it('fires the timers an advance passes, in due order, and keeps the others', () => {
    const base = new ManualClock(0);
    const clock = new ShiftedClock(0, base);
    const fired: string[] = [];
    clock.setTimer(() => fired.push('at 9 s'), 9_000);
    clock.setTimer(() => fired.push('at 5 s'), 5_000);
    clock.setTimer(() => fired.push('at 20 s'), 20_000);
    clock.advance(10_000);
    expect(fired).toEqual(['at 5 s', 'at 9 s']);
    base.advance(9_999);
    expect(fired).toHaveLength(2);
    base.advance(1);
    expect(fired).toEqual(['at 5 s', 'at 9 s', 'at 20 s']);
  });

  it('never fires a cleared timer', () => {
    const clock = new ShiftedClock(0, new ManualClock(0));
    let fired = false;
    clock.clearTimer(clock.setTimer(() => (fired = true), 1_000));
    clock.advance(5_000);
    expect(fired).toBe(false);
  });
});

describe('the test clock call', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('moves a NODE_ENV=test server forward', async () => {
    server = await startTestServer();
    const before = Date.now();
    const answer = await server.post('/api/test/clock', { advanceMs: 60_000 });
    expect(answer.status).toBe(200);
    expect((answer.body as { now: number }).now).toBeGreaterThanOrEqual(before + 60_000);
  });

  it('does not exist on any other server', async () => {
    server = await startTestServer({ NODE_ENV: 'development', DEMO_DATA: 'false' });
    const answer = await server.post('/api/test/clock', { advanceMs: 60_000 });
    expect(answer.status).toBe(404);
  });
});
