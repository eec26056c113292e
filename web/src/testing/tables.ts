import { within } from '@testing-library/react';

/** What a person reads in a table's body: each row's cells as text, header row left out. */
export function tableRows(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
