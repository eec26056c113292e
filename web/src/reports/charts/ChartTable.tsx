import type { ReactNode } from 'react';

interface ChartTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** Shown to everyone (table view) or only to screen readers (chart view). */
  visible: boolean;
}

/**
 * The data behind a chart as a table: what screen readers read, and the table view. Hidden,
 * it sits in a visually hidden box: a table ignores the 1 px width itself and would widen
 * the page on a phone.
 */
export function ChartTable(props: ChartTableProps) {
  if (props.visible) return <DataTable {...props} className="report-table" />;
  return (
    <div className="visually-hidden">
      <DataTable {...props} className="" />
    </div>
  );
}

function DataTable({ caption, columns, rows, className }: ChartTableProps & { className: string }) {
  return (
    <table className={className || undefined}>
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
