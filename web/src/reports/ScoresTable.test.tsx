import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportData } from '@dojo/protocol';
import { ScoresTable } from './ScoresTable';

const REPORT: ReportData = {
  type: 'success',
  name: 'Q3 drill',
  questions: [],
  incidentLogs: [],
  participants: { 'ana@x.test': 'Athena', 'ben@x.test': 'Athena' },
  totalQuestions: 0,
  scores: [
    { user: 'ana@x.test', team: 'Athena', status: 'completed', results: [], language: 'de' },
    { user: 'ben@x.test', team: 'Athena', status: 'invited', results: [] },
  ],
};

describe('ScoresTable', () => {
  it("names each player's language in its own name, a dash when an older answer has none", () => {
    render(<ScoresTable report={REPORT} name={(player) => player} shown={() => true} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Language' })).toBeTruthy();
    const ana = within(table).getByRole('rowheader', { name: 'ana@x.test' }).closest('tr')!;
    expect(within(ana).getByText('Deutsch')).toBeTruthy();
    const ben = within(table).getByRole('rowheader', { name: 'ben@x.test' }).closest('tr')!;
    expect(ben.textContent).toContain('—');
  });
});
