import { useEffect, useRef } from 'react';
import { Dialog } from '../../../shared/ui';
import { discardDraft, restoreDraft, useDraftOffer } from './continuity';
import { DRAFT_MESSAGES } from './draftMessages';
import { isBasedOnOlder } from './draftStore';

const keptAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Restore draft?" after a reload, when unsaved edits were kept in this browser. */
export function RestoreDraftDialog() {
  const offer = useDraftOffer((state) => state.offer);
  const restoreButton = useRef<HTMLButtonElement>(null);
  // Restoring loses nothing, so it takes the focus (the modal would give it to Discard).
  useEffect(() => {
    if (offer) restoreButton.current?.focus();
  }, [offer]);
  const draft = offer?.draft;
  const name = draft?.fileName ?? '';
  const older =
    offer !== null &&
    offer.currentRevision !== null &&
    isBasedOnOlder(offer.draft, offer.currentRevision);
  const missing = offer !== null && name !== '' && offer.currentRevision === null;
  return (
    <Dialog
      open={offer !== null}
      title={DRAFT_MESSAGES.title}
      onClose={() => undefined}
      footer={
        <>
          <button type="button" className="btn btn-quiet" onClick={discardDraft}>
            {DRAFT_MESSAGES.discard}
          </button>
          <button
            ref={restoreButton}
            type="button"
            className="btn btn-primary"
            onClick={restoreDraft}
          >
            {DRAFT_MESSAGES.restore}
          </button>
        </>
      }
    >
      {draft && <p>{DRAFT_MESSAGES.kept(name, keptAt.format(new Date(draft.keptAt)))}</p>}
      {older && (
        <p className="status status-warning" role="note">
          {DRAFT_MESSAGES.olderVersion(name)}
        </p>
      )}
      {missing && <p className="field-hint">{DRAFT_MESSAGES.notStored(name)}</p>}
    </Dialog>
  );
}
