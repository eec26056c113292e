import type { ReactNode } from 'react';

interface ChartTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** Shown to everyone (table view) or only to screen readers (chart view). */
  visible: boolean;
}

/** The data behind a chart as a table: what screen readers read, and the table view. */
export function ChartTable({ caption, columns, rows, visible }: ChartTableProps) {
  return (
    <table className={visible ? 'report-table' : 'visually-hidden'}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) =>
              column === 0 ? (
                <th key={column} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={column}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
