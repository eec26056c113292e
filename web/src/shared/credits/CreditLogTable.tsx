import { CREDIT_REASON_LABELS, type CreditLogEntry } from '@dojo/protocol';
import { DataTable } from '../ui';
import './creditLog.css';

/** When a movement happened, in the reader's zone. */
function when(at: string): string {
  return new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The change as it reads: +5, −3, or 0 (a free admin exercise). */
function change(entry: CreditLogEntry): string {
  const delta = entry.new - entry.old;
  return delta > 0 ? `+${delta}` : delta < 0 ? `\u2212${-delta}` : '0';
}

const NUMBER = 'credit-log-number';

/**
 * The credit log as a table (docs/admin.md, "The credit log"): the admin's screen and the
 * customer's dashboard show the same columns and the same reason words.
 */
export function CreditLogTable({
  entries,
  caption,
  showClient,
}: {
  entries: readonly CreditLogEntry[];
  caption: string;
  showClient: boolean;
}) {
  if (entries.length === 0) return <p className="credit-log-empty">No credit movements yet.</p>;
  return (
    <div className="credit-log-scroll">
      <DataTable
        className="credit-log"
        caption={caption}
        rows={entries}
        rowKey={(entry, index) => `${entry.at}-${index}`}
        columns={[
          { header: 'When', cell: (entry) => when(entry.at) },
          showClient && { header: 'Client', cell: (entry) => entry.client },
          { header: 'Who', cell: (entry) => entry.by },
          {
            header: 'Why',
            cell: (entry) => (
              <>
                {CREDIT_REASON_LABELS[entry.reason]}
                {entry.exercise && <span className="credit-log-exercise"> · {entry.exercise}</span>}
              </>
            ),
          },
          { header: 'Old', cell: (entry) => entry.old, className: NUMBER },
          { header: 'New', cell: (entry) => entry.new, className: NUMBER },
          { header: 'Change', cell: change, className: NUMBER },
        ]}
      />
    </div>
  );
}
