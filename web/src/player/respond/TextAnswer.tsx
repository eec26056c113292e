import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ScenarioEvent } from '@dojo/protocol';
import { StatusBanner, useUnsavedWarning } from '../../shared/ui';
import { useDebounced } from '../main/useDebounced';
import { useBackend } from '../state/backend';
import { textToSubmit } from './answers';
import { useRespond } from './useRespond';
import { useT, type MessageKey } from '../../shared/i18n';

export const DRAFT_SAVED: MessageKey = 'respond.draftSaved';
export const DRAFT_REFRESHED: MessageKey = 'respond.draftRefreshed';
/** The server keeps at most this much free text (docs/player-api.md, Limits). */
const FREE_TEXT_MAX = 10_000;
/** A draft is saved once typing pauses this long. */
const DRAFT_PAUSE_MS = 1_500;
/** Draft messages clear after this long. */
const MESSAGE_MS = 4_000;

/** Free text with drafts: loaded on open, saved on a typing pause and before submitting. */
export function TextAnswer({ event }: { event: ScenarioEvent }) {
  const t = useT();
  const backend = useBackend();
  const { respond, pending, failure, setFailure } = useRespond(event);
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState('');
  const [message, setMessage] = useState<MessageKey | null>(null);
  const id = useId();
  const typed = useRef(false);

  useEffect(() => {
    let current = true;
    backend
      .getDraft(event)
      .then((draft) => {
        if (!current || typed.current) return;
        setText(draft);
        setSaved(draft);
        if (draft) setMessage(DRAFT_REFRESHED);
      })
      .catch((error: unknown) => console.warn('getDraft failed', error))
      .finally(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [backend, event]);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const saveDraft = async (value: string) => {
    await backend.setDraft(event, value);
    setSaved(value);
    setMessage(DRAFT_SAVED);
  };

  useDebounced(text, DRAFT_PAUSE_MS, loaded && text !== saved, (value) => {
    saveDraft(value).catch((error: unknown) => console.warn('setDraft failed', error));
  });
  useUnsavedWarning(text !== saved);

  function submit(form: FormEvent) {
    form.preventDefault();
    const answer = textToSubmit(text);
    if (answer === null) return setFailure(t('respond.writeFirst'));
    void respond(answer, () => saveDraft(text));
  }

  return (
    <form className="text-form" onSubmit={submit} noValidate>
      <label className="field-label" htmlFor={id}>
        {t('respond.yours')}
      </label>
      <textarea
        id={id}
        className="textarea text-answer"
        rows={6}
        maxLength={FREE_TEXT_MAX}
        value={text}
        onChange={(change) => {
          typed.current = true;
          setText(change.target.value);
        }}
        aria-describedby={`${id}-draft`}
      />
      <p className="draft-status" id={`${id}-draft`} role="status">
        {message ? t(message) : text !== saved ? t('respond.unsaved') : ''}
      </p>
      {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
        {pending ? t('respond.sending') : t('respond.submit')}
      </button>
    </form>
  );
}
