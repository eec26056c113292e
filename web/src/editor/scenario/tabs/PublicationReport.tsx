import type { Publication } from '@dojo/protocol';
import { BusyButton } from '../../../shared/ui';

interface PublicationReportProps {
  publication: Publication;
  name: string;
  busy: boolean;
  /** Saves again with publish anyway (offered only when warnings alone held it back). */
  onPublishAnyway(): void;
}

/**
 * What happened to Visible on the last save (docs/editor-api.md, "Publishing"): published,
 * or saved hidden with the errors to fix, or with the warnings that need "Publish anyway".
 */
export function PublicationReport({
  publication,
  name,
  busy,
  onPublishAnyway,
}: PublicationReportProps) {
  const { published, errors, warnings } = publication;
  if (published) {
    return (
      <p className="sc-publication sc-publication-ok" role="status">
        {name} is published: it is in the catalogue.
      </p>
    );
  }
  const blocked = errors.length > 0;
  return (
    <section className="sc-publication" aria-labelledby="sc-publication-title" role="alert">
      <h4 id="sc-publication-title">{name} was saved hidden</h4>
      <p>
        {blocked
          ? 'These problems keep it out of the catalogue. Fix them, then save with Visible ticked again.'
          : 'These warnings hold it back. Publish it anyway if they are intended.'}
      </p>
      <ul>
        {(blocked ? errors : warnings).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {blocked && warnings.length > 0 && (
        <details>
          <summary>Warnings ({warnings.length})</summary>
          <ul>
            {warnings.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      )}
      {!blocked && (
        <div className="form-actions">
          <BusyButton type="button" busy={busy} onClick={onPublishAnyway}>
            Publish anyway
          </BusyButton>
        </div>
      )}
    </section>
  );
}
