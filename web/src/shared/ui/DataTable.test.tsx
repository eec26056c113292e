import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './DataTable';

interface Run {
  player: string;
  status: string;
}

const COLUMNS: Column<Run>[] = [
  { header: 'Player', rowHeader: true, cell: (run) => run.player },
  { header: 'Status', cell: (run) => run.status },
];

describe('DataTable', () => {
  it('names each row by its row header and labels every other cell with its column', () => {
    render(
      <DataTable
        caption="Players of Q3 drill"
        rows={[{ player: 'ana@acme.example', status: 'Completed' }]}
        rowKey={(run) => run.player}
        columns={[...COLUMNS, false]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Players of Q3 drill' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Player', 'Status']);
    expect(within(table).getByRole('rowheader').textContent).toBe('ana@acme.example');
    expect(within(table).getByRole('cell').getAttribute('data-label')).toBe('Status');
  });

  it('shows the empty text across every column when there are no rows', () => {
    render(<DataTable rows={[]} rowKey={() => ''} columns={COLUMNS} empty="No players." />);
    const cell = screen.getByRole('cell', { name: 'No players.' });
    expect(cell.getAttribute('colspan')).toBe('2');
  });
});
