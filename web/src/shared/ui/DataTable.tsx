import type { ReactNode } from 'react';

/** One column of a {@link DataTable}. */
export interface Column<Row> {
  /** The column's header; also each cell's `data-label`, which a stacked (phone) table shows. */
  header: string;
  /** The cell of one row. */
  cell(row: Row): ReactNode;
  /** The row's own header cell (`<th scope="row">`): the column that names the row. */
  rowHeader?: boolean;
  className?: string;
}

interface DataTableProps<Row> {
  columns: readonly (Column<Row> | false)[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): string;
  caption?: ReactNode;
  captionClassName?: string;
  className?: string;
  /** A row spanning every column when there are no rows (else the table shows none). */
  empty?: ReactNode;
}

/**
 * The one table of the report, learner and admin screens: a header row of `col` headers, then
 * one row per item with the naming column as its row header and every other cell labelled by
 * its column (`stack-table` shows the labels on a phone). A column given as `false` is left out.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const columns = props.columns.filter((column): column is Column<Row> => column !== false);
  return (
    <table className={props.className || undefined}>
      {props.caption !== undefined && (
        <caption className={props.captionClassName}>{props.caption}</caption>
      )}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.length === 0 && props.empty !== undefined && (
          <tr>
            <td colSpan={columns.length}>{props.empty}</td>
          </tr>
        )}
        {props.rows.map((row, index) => (
          <tr key={props.rowKey(row, index)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.header} scope="row" className={column.className}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={column.className} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
