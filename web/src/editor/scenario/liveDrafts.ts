import {
  DRAFT_MESSAGES,
  applyClashChoices,
  clashKey,
  mergeScenario,
  presenceEvents,
  sameValue,
  scenarioCalls,
  toScenarioFile,
  type ScenarioFile,
  type ScenarioSaved,
} from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { queryClient } from '../../shared/query';
import { useBroadcast } from '../../shared/realtime';
import { useStaffSession } from '../../shared/session';
import { useRevisions } from '../concurrency/staleWrite';
import { useScenarioEditor } from './scenarioStore';

/**
 * Co-authors see each other's stored changes live (docs/editor-api.md, "Live"): every change
 * of the open scenario another author stores is pushed as `scenario.saved` to the scenario's
 * room, and this editor takes it in. A new draft (a draft save, an import over the scenario,
 * a restore) is loaded: without unsaved edits it is simply shown; with them it is merged with
 * the drafts' own rules (`mergeScenario`: base = the draft this editor last loaded or saved,
 * theirs = the new one, mine = the open copy), their changes appear and the author's edits
 * stay. Where both changed the same field the author's value stays and the known revision
 * does not move, so the next save goes through the server's merge and its clash dialog asks.
 * A publication, a named version and a translation re-read what shows them (the Publish
 * panel, Previous Versions, Translations) and are said in the status line.
 */

/** The stored draft each open scenario was last loaded or saved as: the merge's base. */
const stored = new Map<string, { revision: number; file: ScenarioFile }>();

export function rememberStored(name: string, revision: number | undefined, file: ScenarioFile) {
  if (revision !== undefined) stored.set(name, { revision, file });
}

const known = (name: string) => useRevisions.getState().known[`scenario:${name}`];

/** A whole new copy made under the name: after a removal its revisions start again at 1. */
const replaces = (push: ScenarioSaved) => push.change === 'imported' || push.change === 'restored';

/**
 * Another author's stored change that brings a new draft: load it and take it in (exported
 * for tests). Answers whether it was taken in or said (false: nothing new for this editor).
 */
export async function takeSavedDraft(push: ScenarioSaved): Promise<boolean> {
  const name = push.scenario;
  const editor = useScenarioEditor.getState();
  const at = known(name);
  if (editor.scenario.fileName !== name || at === undefined) return false;
  if (push.revision <= at && !replaces(push)) return false;
  const token = useStaffSession.getState().editorToken ?? '';
  const theirs = await callApi(scenarioCalls.loadFile, { filename: name, token });
  // Loaded meanwhile, saved meanwhile, or another scenario opened: nothing to take in.
  const now = useScenarioEditor.getState();
  const still = known(name);
  if (now.scenario.fileName !== name || still === undefined) return false;
  const revision = theirs.revision ?? 0;
  const base = stored.get(name);
  if (revision <= still) {
    if (!replaces(push) || sameAsBase(base, theirs)) return false;
    // A copy made again under the name: nothing to merge it with. Unsaved edits stay, and the
    // revision this editor knows is newer than the stored one, so saving asks (409 dialog).
    if (now.unsaved) {
      now.showMessage('warning', DRAFT_MESSAGES.liveReplacedKept(push.savedBy, name));
      return true;
    }
    take(name, theirs, theirs, false);
    now.showMessage('success', DRAFT_MESSAGES.liveChange(push));
    return true;
  }
  if (!now.unsaved || !base || base.revision !== still) {
    if (now.unsaved) return false; // No base to merge with: the next save merges on the server.
    take(name, theirs, theirs, false);
    now.showMessage('success', DRAFT_MESSAGES.liveChange(push));
    return true;
  }
  const mine = { ...toScenarioFile(now.scenario), fileName: name };
  const { merged, clashes } = mergeScenario(base.file, theirs, mine);
  if (clashes.length === 0) {
    take(name, theirs, merged, true);
    now.showMessage('success', DRAFT_MESSAGES.liveChange(push));
    return true;
  }
  const keepMine = Object.fromEntries(clashes.map((clash) => [clashKey(clash), 'mine' as const]));
  now.takeMerged(applyClashChoices(merged, mine, clashes, keepMine), true);
  now.showMessage('warning', DRAFT_MESSAGES.liveKept(push.savedBy, name, clashes.length));
  return true;
}

function sameAsBase(
  base: { revision: number; file: ScenarioFile } | undefined,
  theirs: ScenarioFile & { revision?: number },
): boolean {
  if (!base || base.revision !== theirs.revision) return false;
  return sameValue(toStoredShape(base.file), toStoredShape(theirs));
}
const toStoredShape = (file: ScenarioFile) => ({ title: file.title, scenario: file.scenario });

/** Shows `file` as the open copy, now based on `theirs` (the stored draft). */
function take(
  name: string,
  theirs: ScenarioFile & { revision?: number },
  file: ScenarioFile,
  unsaved: boolean,
) {
  useRevisions.getState().remember('scenario', name, theirs.revision);
  rememberStored(name, theirs.revision, theirs);
  useScenarioEditor.getState().takeMerged(file, unsaved);
}

/**
 * One stored change of the open scenario, by anyone (exported for tests): the reads that show
 * it are read again; another author's change is taken in or said.
 */
export async function takeSavedChange(push: ScenarioSaved): Promise<void> {
  const name = push.scenario;
  // The Publish panel's state, Translations and the pre-publish check; Previous Versions.
  void queryClient.invalidateQueries({ queryKey: ['editor', 'scenarioFile', name] });
  void queryClient.invalidateQueries({ queryKey: ['editor', 'versions', 'scenarios', name] });
  if (push.change !== 'translations' && (await takeSavedDraft(push))) return;
  const editor = useScenarioEditor.getState();
  const mine = push.savedBy === useStaffSession.getState().editorUser;
  if (push.change === 'draft' || mine || editor.scenario.fileName !== name) return;
  editor.showMessage('success', DRAFT_MESSAGES.liveChange(push));
}

/** Listens for the open scenario's stored changes. */
export function useLiveDrafts(scenario: string): void {
  useBroadcast(presenceEvents.scenarioSaved, (push) => {
    if (push.data.scenario !== scenario) return;
    takeSavedChange(push.data).catch((error: unknown) =>
      console.warn('Could not take in the saved change', error),
    );
  });
}
