import {
  DRAFT_MESSAGES,
  EDITOR_MESSAGES,
  PUBLICATION_MESSAGES,
  responseTypeOf,
  EVENT_MESSAGES,
  ScenarioFileName,
  messagesFor,
  normaliseEventForSave,
  scenarioCalls,
  toScenarioFile,
  validateScenarioForSave,
  type EditedEvent,
  type Readiness,
  type ScenarioEvent,
  type ScenarioFile,
  type ScenarioVersion,
  type Status,
  type VersionDirectory,
} from '@dojo/protocol';
import type { PrePublishCheck } from '@dojo/scheduler';
import { callApi, errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';
import { baseRevisionFor, raiseIfStale, useRevisions } from '../concurrency/staleWrite';
import { raiseIfClash } from '../concurrency/editClash';
import { listChanged } from '../lists';
import { sectionEvents, useScenarioEditor } from './scenarioStore';
import { rememberStored } from './liveDrafts';

/**
 * What the Scenario editor's buttons do: each checks its input with the shared rules, calls the
 * server, updates the scenario store and shows the outcome in the status line (docs/editor-rules.md).
 */

const editor = () => useScenarioEditor.getState();
const token = () => useStaffSession.getState().editorToken ?? '';
const reload = (name: 'files' | 'sections') => listChanged(name);

function fail(error: unknown): null {
  editor().showMessage('failed', errorMessage(error));
  return null;
}

/** The result of a save: the server's answer, the save-time warnings and the publish check. */
export interface SaveOutcome {
  status: Status;
  warnings: string[];
  /** The server's pre-publish check of the saved events, when it sends one. */
  check: PrePublishCheck | undefined;
  /** The one pre-publish check of the saved draft, as the server ran it. */
  readiness: Readiness | undefined;
}

/** How a save is asked for: whether the name is stored already. */
export interface SaveOptions {
  stored?: boolean;
}

type DraftAnswer = Awaited<ReturnType<typeof saveDraft>>;

/** Saves the author's draft (docs/editor-api.md, "Drafts and publishing"): no version, nothing live. */
function saveDraft(file: ScenarioFile, baseRevision: number | undefined) {
  return callApi(scenarioCalls.saveFile, { ...file, token: token(), baseRevision, draft: true });
}

/** After a draft save: remember the revision and take in another author's merged changes. */
function saved(name: string, answer: DraftAnswer, file: ScenarioFile) {
  useRevisions.getState().remember('scenario', name, answer.revision);
  rememberStored(name, answer.revision, answer.merged ?? file);
  if (answer.merged) editor().takeMerged(answer.merged);
  else editor().markSaved(name);
}

/**
 * A refused save: a real clash with another author's changes opens the clash dialog (the
 * rest is merged); a copy too old to merge opens the stale-write dialog.
 */
function refused(error: unknown, name: string, mine: ScenarioFile): void {
  const clash = raiseIfClash(error, {
    name,
    mine,
    save: async (file, revision) => {
      try {
        saved(name, await saveDraft(file, revision), file);
        editor().showMessage('success', DRAFT_MESSAGES.saved(name));
        return true;
      } catch (again) {
        refused(again, name, file);
        return fail(again) ?? false;
      }
    },
  });
  if (!clash) staleScenario(error, name, mine);
}

/** A refused stale save: the dialog's reload, compare and save-as-copy for this scenario. */
function staleScenario(error: unknown, name: string, mine: ScenarioFile): boolean {
  return raiseIfStale(error, {
    kind: 'scenario',
    mine,
    loadTheirs: () => callApi(scenarioCalls.loadFile, { filename: name, token: token() }),
    reload: async () => {
      await loadScenario(name);
    },
    saveAsCopy: async (copy) => (await saveScenario(copy, { stored: false })) !== null,
  });
}

/** Save Scenario under a name; null when the name is refused or the save failed. */
export async function saveScenario(
  fileName: string,
  options: SaveOptions = {},
): Promise<SaveOutcome | null> {
  const name = fileName.trim();
  const file = { ...toScenarioFile(editor().scenario), fileName: name };
  const { errors, warnings } = validateScenarioForSave(name, file.scenario);
  if (errors[0]) return fail(new Error(errors[0]));
  try {
    const answer = await saveDraft(
      file,
      baseRevisionFor('scenario', name, options.stored ?? false),
    );
    saved(name, answer, file);
    editor().showMessage(answer.type, answer.data);
    void reload('files');
    const status = { type: answer.type, data: answer.data };
    return { status, warnings, check: answer.check, readiness: answer.readiness };
  } catch (error) {
    refused(error, name, file);
    return fail(error);
  }
}

/**
 * The event editor's Save (docs/editor-rules.md): the event is kept in memory; a scenario edited by
 * name is then saved as a whole, otherwise a warning says the scenario is still unsaved.
 */
export async function saveEvent(event: EditedEvent): Promise<ScenarioEvent | null> {
  const kept = editor().saveEvent(event);
  const { fileName } = editor().scenario;
  if (!fileName) {
    editor().showMessage('warning', EVENT_MESSAGES.scenarioStillUnsaved);
    return kept;
  }
  const file = { ...toScenarioFile(editor().scenario), fileName };
  try {
    const answer = await saveDraft(file, baseRevisionFor('scenario', fileName, true));
    saved(fileName, answer, file);
    const line = answer.merged ? DRAFT_MESSAGES.merged(fileName) : EVENT_MESSAGES.saved;
    // A form answer naming no form cannot be answered: say so now, not only at publishing.
    const formless = responseTypeOf(kept) === 'form' && ['', 'text'].includes(kept.options ?? '');
    if (formless) editor().showMessage('warning', `${line}\n${PUBLICATION_MESSAGES.noForm(kept)}`);
    else editor().showMessage('success', line);
  } catch (error) {
    refused(error, fileName, file);
    fail(error);
  }
  return kept;
}

export async function loadScenario(name: string): Promise<boolean> {
  if (!name) return fail(new Error(EDITOR_MESSAGES.selectScenario)) ?? false;
  try {
    const file = await callApi(scenarioCalls.loadFile, { filename: name, token: token() });
    useRevisions.getState().remember('scenario', file.fileName, file.revision);
    rememberStored(file.fileName, file.revision, file);
    editor().openScenario(file);
    editor().showMessage('success', `Scenario name ${name} loaded successfully.`);
    return true;
  } catch (error) {
    return fail(error) ?? false;
  }
}

export async function removeScenario(name: string): Promise<boolean> {
  if (!name) return fail(new Error(EDITOR_MESSAGES.selectScenario)) ?? false;
  try {
    const answer = await callApi(scenarioCalls.removeScenario, { filename: name, token: token() });
    // The scenario stays open; without its stored copy it is no longer saved under a name.
    if (editor().scenario.fileName === name) editor().markRemoved();
    editor().showMessage('success', answer.data);
    void reload('files');
    return true;
  } catch (error) {
    return fail(error) ?? false;
  }
}

/**
 * Save Section: the active section's events under a name. It sends the revision this editor
 * last saved that section at; 0 for a new name, so a section saved meanwhile is never replaced.
 */
export async function saveSection(fileName: string, stored = false): Promise<boolean> {
  const name = fileName.trim();
  const [problem] = messagesFor(ScenarioFileName, name);
  if (problem) return fail(new Error(problem)) ?? false;
  const { scenario, activeSection } = editor();
  const events = sectionEvents(scenario, activeSection).map(normaliseEventForSave);
  try {
    const answer = await callApi(scenarioCalls.saveSection, {
      fileName: name,
      scenario: events,
      token: token(),
      baseRevision: baseRevisionFor('section', name, stored),
    });
    useRevisions.getState().remember('section', name, answer.revision);
    editor().showMessage(answer.type, answer.data);
    void reload('sections');
    return true;
  } catch (error) {
    raiseIfStale(error, {
      kind: 'section',
      mine: events,
      loadTheirs: () => callApi(scenarioCalls.loadSection, { filename: name, token: token() }),
      // The stored events join the scenario, as Load Section does.
      reload: async () => {
        await loadSection(name);
      },
      saveAsCopy: (copy) => saveSection(copy),
    });
    return fail(error) ?? false;
  }
}

/** Load Section: the saved events join the scenario with fresh ids (docs/editor-rules.md). */
export async function loadSection(name: string, into = name): Promise<boolean> {
  if (!name) return fail(new Error(EDITOR_MESSAGES.selectSection)) ?? false;
  try {
    const events = await callApi(scenarioCalls.loadSection, { filename: name, token: token() });
    editor().loadSection(events, into);
    editor().showMessage('success', `Section named ${into} loaded successfully.`);
    return true;
  } catch (error) {
    return fail(error) ?? false;
  }
}

export async function removeSection(name: string): Promise<boolean> {
  if (!name) return fail(new Error(EDITOR_MESSAGES.selectSection)) ?? false;
  try {
    const answer = await callApi(scenarioCalls.removeSection, { filename: name, token: token() });
    editor().showMessage(answer.type, answer.data);
    void reload('sections');
    return true;
  } catch (error) {
    return fail(error) ?? false;
  }
}

export async function listVersions(
  filename: string,
  directory: VersionDirectory,
): Promise<ScenarioVersion[]> {
  return callApi(scenarioCalls.previousVersions, { filename, directory, token: token() });
}

/** Opens an older version of the scenario; it becomes current once the author saves it. */
export async function restoreScenarioVersion(version: ScenarioVersion): Promise<boolean> {
  try {
    const file = await callApi(scenarioCalls.loadFile, {
      filename: version.filename,
      token: token(),
    });
    // Saving it restores it over the current copy: the base is the current revision.
    useRevisions.getState().remember('scenario', file.fileName, file.revision);
    rememberStored(file.fileName, file.revision, file);
    editor().openScenario(file);
    editor().markRestored();
    editor().showMessage(
      'warning',
      `Version ${version.filename} of ${file.fileName} loaded. Save the scenario to make it the current version.`,
    );
    return true;
  } catch (error) {
    return fail(error) ?? false;
  }
}

/** What players get now and whether the draft differs (from the last load). */
export type PublishOutcome = { ok: true; version: string } | { ok: false; message: string };

/**
 * Publish (docs/editor-api.md, "Drafts and publishing"): the saved draft becomes what players
 * and the catalogue get, after the server runs the same check the panel shows. The draft
 * must be the one this editor last saved (a newer one by another author answers 409).
 */
export async function publishScenario(name: string): Promise<PublishOutcome> {
  try {
    const answer = await callApi(scenarioCalls.publishScenario, {
      token: token(),
      fileName: name,
      baseRevision: baseRevisionFor('scenario', name, true),
    });
    editor().showMessage(answer.type, answer.data);
    void reload('files');
    return { ok: true, version: answer.version };
  } catch (error) {
    staleScenario(error, name, { ...toScenarioFile(editor().scenario), fileName: name });
    fail(error);
    return { ok: false, message: errorMessage(error) };
  }
}

/** Keeps the saved draft as a named version (Previous Versions lists it); publishes nothing. */
export async function keepNamedVersion(name: string, label: string): Promise<boolean> {
  try {
    const answer = await callApi(scenarioCalls.saveNamedVersion, {
      token: token(),
      fileName: name,
      label,
      baseRevision: baseRevisionFor('scenario', name, true),
    });
    editor().showMessage(answer.type, answer.data);
    return true;
  } catch (error) {
    return fail(error) ?? false;
  }
}
