import { formatMselTime, type MselPreview, type MselRole } from '@dojo/protocol';
import { MselChannelsView, type ChannelChoice } from './MselChannelsView';
import { MselColumnsView } from './MselColumnsView';

/**
 * What an MSEL import will do: every column and its role (which the author may change), the
 * events, the personas it creates, what it skips or changes.
 */
export function MselPreviewView({
  preview,
  source,
  busy,
  onRole,
  onChannel,
}: {
  preview: MselPreview;
  source: string;
  busy: boolean;
  onRole(index: number, role: MselRole): void;
  onChannel(key: string, choice: ChannelChoice | null): void;
}) {
  const { events, newPersonas, newOrganisations, skipped, notes } = preview;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    <section className="msel-preview" aria-labelledby="msel-preview-title">
      <h4 id="msel-preview-title" className="msel-preview-title">
        Preview of {source}
      </h4>
      <p role="status" className="msel-summary">
        {plural(events.length, 'event', 'events')}, {plural(skipped.length, 'row', 'rows')} skipped,{' '}
        {plural(newPersonas.length, 'new persona', 'new personas')}.
      </p>
      <MselColumnsView preview={preview} disabled={busy} onRole={onRole} />
      <MselChannelsView preview={preview} disabled={busy} onChoose={onChannel} />
      {preview.problems.length > 0 && (
        <ul className="msel-problems" role="alert">
          {preview.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className="msel-table-wrap" tabIndex={0} role="region" aria-label="Events to create">
        <table className="msel-table">
          <caption className="visually-hidden">Events the import creates</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Time</th>
              <th scope="col">Channel</th>
              <th scope="col">From</th>
              <th scope="col">Subject</th>
              <th scope="col">Persona</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>{event.row}</td>
                <td>{formatMselTime(event.seconds)}</td>
                <td>{event.channel}</td>
                <td>
                  {event.from}
                  <span className="msel-org"> · {event.organisation}</span>
                </td>
                <td>{event.subject || '—'}</td>
                <td>{event.persona === 'new' ? 'New' : 'Found'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {newPersonas.length > 0 && (
        <Remarks title="Personas it creates">
          {newPersonas.map((persona) => (
            <li key={`${persona.organisation}/${persona.name}`}>
              {persona.name} ({persona.organisation}
              {newOrganisations.includes(persona.organisation) ? ', a new organisation' : ''}),{' '}
              {persona.email}
            </li>
          ))}
        </Remarks>
      )}
      {skipped.length > 0 && (
        <Remarks title="Rows it skips">
          {skipped.map((remark) => (
            <li key={`${remark.row}-${remark.text}`}>
              Row {remark.row}: {remark.text}
            </li>
          ))}
        </Remarks>
      )}
      {notes.length > 0 && (
        <Remarks title="Cells it changes">
          {notes.map((remark, index) => (
            <li key={index}>
              Row {remark.row}: {remark.text}
            </li>
          ))}
        </Remarks>
      )}
    </section>
  );
}

function Remarks({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="msel-remarks">
      <h5 className="msel-remarks-title">{title}</h5>
      <ul>{children}</ul>
    </div>
  );
}
