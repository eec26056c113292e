import {
  EDITOR_MESSAGES,
  EVENT_MESSAGES,
  ScenarioFileName,
  messagesFor,
  normaliseEventForSave,
  scenarioCalls,
  toScenarioFile,
  validateScenarioForSave,
  type EditedEvent,
  type Publication,
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
import { LIBRARY } from './libraryStore';
import { sectionEvents, useScenarioEditor } from './scenarioStore';

/**
 * What the Scenario editor's buttons do: each checks its input with the shared rules, calls the
 * server, updates the scenario store and shows the outcome in the status line (docs/editor-rules.md).
 */

const editor = () => useScenarioEditor.getState();
const token = () => useStaffSession.getState().editorToken ?? '';
const reload = (name: 'files' | 'sections') => LIBRARY[name].getState().load(token(), true);

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
  /** Whether Visible was granted, and why not (errors, or warnings needing publish anyway). */
  publication: Publication | undefined;
}

/** How a save is asked for: whether the name is stored already, and publish anyway. */
export interface SaveOptions {
  stored?: boolean;
  publishAnyway?: boolean;
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
    const answer = await callApi(scenarioCalls.saveFile, {
      ...file,
      token: token(),
      baseRevision: baseRevisionFor('scenario', name, options.stored ?? false),
      publishAnyway: options.publishAnyway,
    });
    useRevisions.getState().remember('scenario', name, answer.revision);
    editor().markSaved(name);
    editor().showMessage(answer.type, answer.data);
    void reload('files');
    const status = { type: answer.type, data: answer.data };
    return { status, warnings, check: answer.check, publication: answer.publication };
  } catch (error) {
    staleScenario(error, name, file);
    return fail(error);
  }
}

/**
 * The event editor's Save (docs/editor-rules.md): the event is kept in memory; a scenario edited by
 * name is then saved as a whole, otherwise a warning says the scenario is still unsaved.
 */
export async function saveEvent(event: EditedEvent): Promise<ScenarioEvent | null> {
  const saved = editor().saveEvent(event);
  const { fileName } = editor().scenario;
  if (!fileName) {
    editor().showMessage('warning', EVENT_MESSAGES.scenarioStillUnsaved);
    return saved;
  }
  try {
    const file = { ...toScenarioFile(editor().scenario), fileName };
    const baseRevision = baseRevisionFor('scenario', fileName, true);
    const answer = await callApi(scenarioCalls.saveFile, { ...file, token: token(), baseRevision });
    useRevisions.getState().remember('scenario', fileName, answer.revision);
    editor().markSaved(fileName);
    editor().showMessage('success', EVENT_MESSAGES.saved);
  } catch (error) {
    staleScenario(error, fileName, { ...toScenarioFile(editor().scenario), fileName });
    fail(error);
  }
  return saved;
}

export async function loadScenario(name: string): Promise<boolean> {
  if (!name) return fail(new Error(EDITOR_MESSAGES.selectScenario)) ?? false;
  try {
    const file = await callApi(scenarioCalls.loadFile, { filename: name, token: token() });
    useRevisions.getState().remember('scenario', file.fileName, file.revision);
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
