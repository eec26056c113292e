import { CREDIT_REASON_LABELS, type CreditLogEntry } from '@dojo/protocol';
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
      <table className="credit-log">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            {showClient && <th scope="col">Client</th>}
            <th scope="col">Who</th>
            <th scope="col">Why</th>
            <th scope="col">Old</th>
            <th scope="col">New</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td>{when(entry.at)}</td>
              {showClient && <td>{entry.client}</td>}
              <td>{entry.by}</td>
              <td>
                {CREDIT_REASON_LABELS[entry.reason]}
                {entry.exercise && <span className="credit-log-exercise"> · {entry.exercise}</span>}
              </td>
              <td className="credit-log-number">{entry.old}</td>
              <td className="credit-log-number">{entry.new}</td>
              <td className="credit-log-number">{change(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
