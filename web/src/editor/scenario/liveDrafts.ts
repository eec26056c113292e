import {
  DRAFT_MESSAGES,
  applyClashChoices,
  clashKey,
  mergeScenario,
  presenceEvents,
  scenarioCalls,
  toScenarioFile,
  type DraftSaved,
  type ScenarioFile,
} from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useBroadcast } from '../../shared/realtime';
import { useStaffSession } from '../../shared/session';
import { useRevisions } from '../concurrency/staleWrite';
import { useScenarioEditor } from './scenarioStore';

/**
 * Co-authors see each other's saved edits live (docs/editor-api.md, "Two authors"): when
 * another author saves the open scenario's draft, the server pushes `scenario.draftSaved` to
 * the scenario's room, and this editor loads that draft and takes it in. Without unsaved edits
 * it simply shows it. With unsaved edits it merges with the drafts' own rules
 * (`mergeScenario`: base = the draft this editor last loaded or saved, theirs = the new one,
 * mine = the open copy): their changes appear and the author's edits stay. Where both changed
 * the same field the author's value stays and the known revision does not move, so the next
 * save goes through the server's merge and its clash dialog asks which to keep.
 */

/** The stored draft each open scenario was last loaded or saved as: the merge's base. */
const stored = new Map<string, { revision: number; file: ScenarioFile }>();

export function rememberStored(name: string, revision: number | undefined, file: ScenarioFile) {
  if (revision !== undefined) stored.set(name, { revision, file });
}

const known = (name: string) => useRevisions.getState().known[`scenario:${name}`];

/** Another author's draft save: load it and take it in (exported for tests). */
export async function takeSavedDraft(push: DraftSaved): Promise<void> {
  const name = push.scenario;
  const editor = useScenarioEditor.getState();
  const at = known(name);
  if (editor.scenario.fileName !== name || at === undefined || push.revision <= at) return;
  const token = useStaffSession.getState().editorToken ?? '';
  const theirs = await callApi(scenarioCalls.loadFile, { filename: name, token });
  // Loaded meanwhile, saved meanwhile, or another scenario opened: nothing to take in.
  const now = useScenarioEditor.getState();
  const still = known(name);
  if (now.scenario.fileName !== name || still === undefined || (theirs.revision ?? 0) <= still)
    return;
  const base = stored.get(name);
  if (!now.unsaved || !base || base.revision !== still) {
    if (now.unsaved) return; // No base to merge with: the next save merges on the server.
    take(name, theirs, theirs, false);
    now.showMessage('success', DRAFT_MESSAGES.liveTaken(push.savedBy, name));
    return;
  }
  const mine = { ...toScenarioFile(now.scenario), fileName: name };
  const { merged, clashes } = mergeScenario(base.file, theirs, mine);
  if (clashes.length === 0) {
    take(name, theirs, merged, true);
    now.showMessage('success', DRAFT_MESSAGES.liveTaken(push.savedBy, name));
    return;
  }
  const keepMine = Object.fromEntries(clashes.map((clash) => [clashKey(clash), 'mine' as const]));
  now.takeMerged(applyClashChoices(merged, mine, clashes, keepMine), true);
  now.showMessage('warning', DRAFT_MESSAGES.liveKept(push.savedBy, name, clashes.length));
}

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

/** Listens for the open scenario's draft saves by other authors. */
export function useLiveDrafts(scenario: string): void {
  useBroadcast(presenceEvents.draftSaved, (push) => {
    if (push.data.scenario !== scenario) return;
    takeSavedDraft(push.data).catch((error: unknown) =>
      console.warn('Could not take in the saved draft', error),
    );
  });
}
