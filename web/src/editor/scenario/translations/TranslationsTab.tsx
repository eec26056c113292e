import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LANGUAGES,
  DRAFT_MESSAGES,
  LANGUAGE_NAMES,
  missingTranslations,
  originalLanguage,
  scenarioCalls,
  type Language,
  type ScenarioFile,
  type ScenarioTranslation,
} from '@dojo/protocol';
import { callApi, errorMessage } from '../../../shared/api';
import { queryKeys } from '../../../shared/query';
import { useEditorToken } from '../../../shared/session';
import { BusyButton, SelectField, StatusBanner, StatusLine, useStatus } from '../../../shared/ui';
import { isStaleWrite } from '../../concurrency/staleWrite';
import { useScenarioEditor } from '../scenarioStore';
import { EMPTY_TRANSLATION, takeStoredTranslations } from './translationDraft';
import { TranslationForm } from './TranslationForm';
import './translations.css';

/** The stored scenario the translations belong to, at the revision it was read. */
type Stored = ScenarioFile & { translationsVersion?: number | undefined };

/**
 * /editor/Scenario/Translations (docs/translations.md): the saved scenario's languages with
 * what each still lacks, "Add translation", and the chosen language side by side with the
 * original. A translation is saved on its own, at the scenario's revision.
 */
export function TranslationsTab() {
  const fileName = useScenarioEditor((state) => state.scenario.fileName);
  if (!fileName) {
    return (
      <p className="tr-empty">Save the scenario first: translations belong to a saved scenario.</p>
    );
  }
  return <StoredScenario key={fileName} fileName={fileName} />;
}

/**
 * The stored scenario, read each time the view opens and kept only while it is open
 * (`gcTime: 0`): the drafts start from it, so they never start from a copy read before.
 */
function StoredScenario({ fileName }: { fileName: string }) {
  const token = useEditorToken();
  const key = queryKeys.editor.scenarioFile(fileName, token);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key,
    queryFn: (): Promise<Stored> => callApi(scenarioCalls.loadFile, { filename: fileName, token }),
    gcTime: 0,
  });
  if (query.data) {
    return (
      <Translations
        fileName={fileName}
        stored={query.data}
        onSaved={(next) => queryClient.setQueryData(key, next)}
      />
    );
  }
  if (query.isError) {
    return <StatusBanner kind="failed">{errorMessage(query.error)}</StatusBanner>;
  }
  return <p role="status">Loading the translations…</p>;
}

function Translations(props: { fileName: string; stored: Stored; onSaved(next: Stored): void }) {
  const { fileName, stored } = props;
  const token = useEditorToken();
  const [drafts, setDrafts] = useState<Partial<Record<Language, ScenarioTranslation>>>(
    () => stored.translations ?? {},
  );
  const [language, setLanguage] = useState<Language | null>(null);
  const [adding, setAdding] = useState<Language | ''>('');
  const [busy, setBusy] = useState(false);
  const { status, show, clear } = useStatus();
  // Another author's translation save re-reads `stored` (liveDrafts.ts): take it in.
  const read = useRef(stored);
  useEffect(() => {
    const before = read.current;
    if (before === stored) return;
    read.current = stored;
    const taken = takeStoredTranslations(
      before.translations ?? {},
      stored.translations ?? {},
      drafts,
    );
    setDrafts(taken.drafts);
    if (taken.kept.length > 0) {
      const names = taken.kept.map((l) => LANGUAGE_NAMES[l]).join(', ');
      show('warning', DRAFT_MESSAGES.liveTranslationKept(names));
    }
  }, [stored, drafts, show]);
  const original = originalLanguage(stored);
  const languages = LANGUAGES.filter((l) => l !== original && drafts[l] !== undefined);
  const addable = LANGUAGES.filter((l) => l !== original && drafts[l] === undefined);
  const missing = missingTranslations({ ...stored, translations: drafts });
  const missingOf = (l: Language) => missing.find((entry) => entry.language === l)?.missing.length;
  const open = language ?? languages[0] ?? null;

  function add() {
    if (adding === '') return;
    setDrafts({ ...drafts, [adding]: EMPTY_TRANSLATION });
    setLanguage(adding);
    setAdding('');
    clear();
  }

  async function save(target: Language) {
    const translation = drafts[target];
    if (!translation) return;
    setBusy(true);
    const base = stored.translationsVersion ?? 0;
    try {
      const answer = await callApi(scenarioCalls.saveTranslation, {
        token,
        fileName,
        language: target,
        translation,
        baseRevision: base,
      });
      // Translations keep their own counter: the author's draft and its revision are untouched.
      props.onSaved({
        ...stored,
        translations: { ...stored.translations, [target]: translation },
        translationsVersion: answer.revision,
      });
      show('success', answer.data);
    } catch (error) {
      show('failed', isStaleWrite(error) ? `${error.message}` : errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="tr-view">
      <StatusLine status={status} onDismiss={clear} />
      <section aria-labelledby="tr-languages" className="tr-languages">
        <h3 id="tr-languages" className="sc-tab-panel-title">
          Languages
        </h3>
        <ul className="tr-language-list">
          <li>
            <span className="tr-language-name">{LANGUAGE_NAMES[original]}</span>
            <span className="tr-language-note">original</span>
          </li>
          {languages.map((l) => (
            <li key={l}>
              <button
                type="button"
                className="btn btn-secondary"
                aria-pressed={open === l}
                onClick={() => setLanguage(l)}
              >
                {LANGUAGE_NAMES[l]}
              </button>
              <span className="tr-language-note">
                {missingOf(l) === 0 ? 'complete' : `${missingOf(l)} missing`}
              </span>
            </li>
          ))}
        </ul>
        {addable.length > 0 && (
          <div className="tr-add">
            <SelectField
              label="Language to add"
              value={adding}
              onChange={(event) => setAdding(event.target.value as Language | '')}
            >
              <option value="">Choose a language</option>
              {addable.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </SelectField>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={add}
              disabled={adding === ''}
            >
              Add translation
            </button>
          </div>
        )}
      </section>
      {open && drafts[open] ? (
        <form
          className="tr-form"
          aria-label={`${LANGUAGE_NAMES[open]} translation`}
          onSubmit={(event) => {
            event.preventDefault();
            void save(open);
          }}
        >
          <TranslationForm
            title={stored.title}
            events={stored.scenario}
            original={original}
            language={open}
            translation={drafts[open]}
            onChange={(next) => setDrafts({ ...drafts, [open]: next })}
          />
          <div className="tr-actions">
            <BusyButton busy={busy}>Save {LANGUAGE_NAMES[open]} translation</BusyButton>
          </div>
        </form>
      ) : (
        <p className="tr-empty">No translation yet: add a language to translate the scenario.</p>
      )}
    </div>
  );
}
