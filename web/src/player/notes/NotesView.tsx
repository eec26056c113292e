import { useEffect, useId, useState } from 'react';
import { errorText } from '../../shared/i18n/errorText';
import { StatusBanner, useUnsavedWarning } from '../../shared/ui';
import { useDebounced } from '../main/useDebounced';
import { useBackend } from '../state/backend';
import { refreshWait } from './cooldown';
import './notes.css';
import { useT, type MessageKey } from '../../shared/i18n';

/** The server keeps at most this much (docs/player-api.md, Limits). */
const NOTES_MAX = 50_000;
/** Notes are saved once typing pauses this long. */
const SAVE_PAUSE_MS = 1_000;

type SaveState = 'loading' | 'saved' | 'unsaved' | 'saving' | 'failed';

const SAVE_LABEL: Record<SaveState, MessageKey> = {
  loading: 'notes.loading',
  saved: 'notes.saved',
  unsaved: 'notes.unsaved',
  saving: 'notes.saving',
  failed: 'notes.failed',
};

/** The incident log: saved as the player types; Refresh re-reads it (at most every 4 s). */
export function NotesView() {
  const t = useT();
  const backend = useBackend();
  const [notes, setNotes] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [lastRefresh, setLastRefresh] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const id = useId();

  const read = async () => {
    const text = await backend.getNotes();
    setNotes(text);
    setSaved(text);
  };

  useEffect(() => {
    backend
      .getNotes()
      .then((text) => {
        setNotes(text);
        setSaved(text);
      })
      .catch((error: unknown) => setFailure(errorText(error)));
  }, [backend]);

  const save = async (text: string) => {
    setSaving(true);
    try {
      await backend.saveNotes(text);
      setSaved(text);
      setFailure(null);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const dirty = saved !== null && notes !== saved;
  useDebounced(notes, SAVE_PAUSE_MS, dirty, (text) => void save(text));
  useUnsavedWarning(dirty);

  const wait = refreshWait(lastRefresh, now);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait, 1_000));
    return () => clearTimeout(timer);
  }, [wait, now]);

  async function refresh() {
    const at = Date.now();
    setLastRefresh(at);
    setNow(at);
    try {
      if (dirty) await save(notes);
      await read();
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  let state: SaveState = 'saved';
  if (saved === null) state = failure ? 'failed' : 'loading';
  else if (saving) state = 'saving';
  else if (failure) state = 'failed';
  else if (dirty) state = 'unsaved';

  return (
    <div className="notes">
      <div className="notes-header">
        <h1 className="view-heading" id={`${id}-title`}>
          {t('notes.title')}
        </h1>
        <p className={`notes-state notes-state-${state}`} role="status">
          {t(SAVE_LABEL[state])}
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void refresh()}
          disabled={wait > 0 || saved === null}
        >
          {wait > 0
            ? t('notes.refreshIn', { seconds: Math.ceil(wait / 1000) })
            : t('notes.refresh')}
        </button>
      </div>
      <p className="notes-lead" id={`${id}-lead`}>
        {t('notes.lead')}
      </p>
      {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
      <textarea
        className="textarea notes-text"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-lead`}
        value={notes}
        maxLength={NOTES_MAX}
        disabled={saved === null}
        onChange={(change) => setNotes(change.target.value)}
        placeholder={t('notes.placeholder')}
      />
    </div>
  );
}
