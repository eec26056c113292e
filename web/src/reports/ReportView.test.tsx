import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noReportOf } from '@dojo/protocol';
import { makeFakeServer, makeReportData, renderWithData } from '../testing';
import { ReportView } from './ReportView';

// The charts' code arrives only when a test opens the gate: a slow network, made certain.
const chartCode = vi.hoisted(() => {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { arrived, open: () => open() };
});
vi.mock('./charts/lazyCharts', async () => {
  const { lazyPart } = await import('../shared/lazy');
  const chart = () => <figure aria-label="Timeliness chart" />;
  const later = async () => {
    await chartCode.arrived;
    return { Chart: chart };
  };
  return {
    CompletionPie: lazyPart(later, 'Chart', 'the chart'),
    TimelinessChart: lazyPart(later, 'Chart', 'the chart'),
    preloadCharts: () => chartCode.arrived,
  };
});

const score = (user: string, team: string, passed: boolean) => ({
  user,
  team,
  results: [],
  score: passed ? 1 : 0,
  totalQuestions: 1,
  passed,
  status: 'completed' as const,
});

const REPORT = makeReportData({
  participants: { 'ana@acme.example': 'Athena', 'ben@acme.example': 'Artemis' },
  totalQuestions: 1,
  scores: [score('ana@acme.example', 'Athena', true), score('ben@acme.example', 'Artemis', false)],
});

function showReport(answer: { status?: number; body: unknown }, onBack?: () => void) {
  const calls = makeFakeServer({ '/api/getResponses': answer });
  renderWithData(<ReportView token="jwt-1" group="Q3 drill" onBack={onBack} />);
  return { calls, user: userEvent.setup({ delay: null }) };
}

const scoreRows = () =>
  within(screen.getByRole('table', { name: /Score per player/ }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('ReportView', () => {
  it('lists every player of the report in the scores', async () => {
    const { calls } = showReport({ body: REPORT });
    await screen.findByRole('heading', { name: 'Q3 drill' });
    expect(scoreRows()).toEqual(['ana@acme.example', 'ben@acme.example']);
    expect(calls[0]?.body).toEqual({ token: 'jwt-1', group: 'Q3 drill' });
  });

  it('narrows the players to those the filter names', async () => {
    const { user } = showReport({ body: REPORT });
    await screen.findByRole('heading', { name: 'Q3 drill' });
    await user.type(screen.getByRole('searchbox'), 'ben');
    expect(scoreRows()).toEqual(['ben@acme.example']);
  });

  it('hides every player name once anonymised, and shows them again after', async () => {
    const { user } = showReport({ body: REPORT });
    const view = (await screen.findByRole('heading', { name: 'Q3 drill' })).closest(
      '.report-view',
    ) as HTMLElement;
    await user.click(screen.getByRole('checkbox', { name: 'Anonymise' }));
    expect(view.textContent).not.toContain('ana@acme.example');
    expect(view.textContent).not.toContain('ben@acme.example');
    const aliases = scoreRows();
    expect(aliases).toHaveLength(2);
    expect(new Set(aliases).size).toBe(2);
    await user.click(screen.getByRole('checkbox', { name: 'Anonymise' }));
    expect(scoreRows()).toEqual(['ana@acme.example', 'ben@acme.example']);
  });

  it('says "There is no Report of {name}" for a report that does not exist, and goes back', async () => {
    const onBack = vi.fn();
    const { user } = showReport(
      { status: 404, body: { type: 'failed', data: noReportOf('Q3 drill'), code: 'not_found' } },
      onBack,
    );
    expect((await screen.findByRole('status')).textContent).toBe(noReportOf('Q3 drill'));
    await user.click(screen.getByRole('button', { name: 'GO BACK' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("shows the server's failure as an alert", async () => {
    showReport({
      status: 403,
      body: { type: 'failed', data: 'You do not have access to this report.', code: 'forbidden' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have access to this report.',
    );
  });

  it('prints only once the chart has rendered, never its loading note', async () => {
    const { user } = showReport({ body: REPORT });
    await screen.findByRole('heading', { name: 'Q3 drill' });
    await user.click(screen.getByRole('tab', { name: 'Time' }));
    const loadingAtPrint: boolean[] = [];
    const print = vi
      .spyOn(window, 'print')
      .mockImplementation(() =>
        loadingAtPrint.push(screen.queryByText(/Loading the chart/) !== null),
      );
    await user.click(screen.getByRole('button', { name: 'Print / Save' }));
    expect(screen.getAllByText(/Loading the chart/).length).toBeGreaterThan(0);
    expect(print).not.toHaveBeenCalled();
    chartCode.open();
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(loadingAtPrint).toEqual([false]);
    print.mockRestore();
  });
});
