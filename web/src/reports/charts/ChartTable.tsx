import type { ReactNode } from 'react';
import { DataTable } from '../../shared/ui';

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
  const table = (
    <DataTable
      className={props.visible ? 'report-table' : undefined}
      caption={props.caption}
      rows={props.rows}
      rowKey={(_, index) => String(index)}
      columns={props.columns.map((header, index) => ({
        header,
        rowHeader: index === 0,
        cell: (row: readonly ReactNode[]) => row[index],
      }))}
    />
  );
  return props.visible ? table : <div className="visually-hidden">{table}</div>;
}
