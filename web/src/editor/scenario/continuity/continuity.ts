import { create } from 'zustand';
import { useStaffSession } from '../../../shared/session';
import { useRevisions } from '../../concurrency/staleWrite';
import { isDraftChanged } from '../eventDraft';
import { loadScenario } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';
import { DRAFT_MESSAGES } from './draftMessages';
import {
  clearDrafts,
  findDraft,
  isBasedOnOlder,
  readLastOpen,
  writeDraft,
  writeLastOpen,
  type DraftStorage,
  type ScenarioDraft,
} from './draftStore';

/**
 * Continuity across reloads (docs/scenario-editor.md, "Reloading: local drafts"): the open
 * scenario, section and event are remembered, unsaved edits are kept as a local draft, and a
 * reload reopens the scenario and offers the draft back. Nothing is ever saved to the server
 * from here: a restored draft is saved by the author, through the usual revision check.
 */

/** A draft offered back after a reload. */
export interface DraftOffer {
  draft: ScenarioDraft;
  /** The stored scenario's revision now; null when it could not be opened. */
  currentRevision: number | null;
}

export const useDraftOffer = create<{ offer: DraftOffer | null }>()(() => ({ offer: null }));

const AUTOSAVE_MS = 400;
const storage = (): DraftStorage | null =>
  typeof window === 'undefined' ? null : window.localStorage;
const editor = () => useScenarioEditor.getState();
const knownRevision = (fileName: string) =>
  useRevisions.getState().known[`scenario:${fileName}`] ?? 0;

let autosaveOn = false;
let resumedFor: string | null = null;
let lastFileName: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Writes the draft and the place now (or clears the draft when nothing is unsaved). */
export function keepNow(): void {
  clearTimeout(timer);
  const store = storage();
  const user = useStaffSession.getState().editorUser;
  if (!autosaveOn || !store || !user) return;
  const { scenario, activeSection, idCounter, editing, unsaved } = editor();
  const { fileName } = scenario;
  writeLastOpen(store, user, {
    fileName,
    section: activeSection,
    eventId: editing?.draft.id ?? null,
  });
  // Another scenario is open: the previous one was saved under this name, or discarded.
  if (lastFileName !== null && lastFileName !== fileName) clearDrafts(store, user, lastFileName);
  lastFileName = fileName;
  const changed = unsaved || (editing !== null && isDraftChanged(editing));
  if (!changed) return clearDrafts(store, user, fileName);
  const revision = knownRevision(fileName);
  writeDraft(store, {
    user,
    fileName,
    revision,
    keptAt: Date.now(),
    scenario,
    activeSection,
    idCounter,
    editing,
  });
}

function startAutosave(): void {
  useScenarioEditor.subscribe((state, previous) => {
    const moved =
      state.scenario !== previous.scenario ||
      state.editing !== previous.editing ||
      state.unsaved !== previous.unsaved ||
      state.activeSection !== previous.activeSection;
    if (!moved || !autosaveOn) return;
    clearTimeout(timer);
    timer = setTimeout(keepNow, AUTOSAVE_MS);
  });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', keepNow);
}
startAutosave();

/**
 * Run once per signed-in user when the Scenario section opens: reopens what was open before
 * a reload and offers its draft. A scenario already open (a visit to another section) is kept.
 */
export async function resumeEditing(user: string): Promise<void> {
  if (resumedFor === user) return;
  resumedFor = user;
  autosaveOn = false;
  const store = storage();
  const { scenario, unsaved } = editor();
  if (!store || scenario.fileName || unsaved) {
    autosaveOn = true;
    return;
  }
  const last = readLastOpen(store, user);
  const fileName = last?.fileName ?? '';
  let currentRevision: number | null = fileName ? null : 0;
  if (last && fileName && (await loadScenario(fileName))) {
    currentRevision = knownRevision(fileName);
    reopenPlace(last.section, last.eventId);
  }
  lastFileName = editor().scenario.fileName;
  const draft = findDraft(store, user, fileName);
  if (draft) useDraftOffer.setState({ offer: { draft, currentRevision } });
  else autosaveOn = true;
}

function reopenPlace(section: string, eventId: string | null) {
  const { scenario, selectSection, openEvent } = editor();
  if (scenario.sections.includes(section)) selectSection(section);
  if (eventId && scenario.events.some((event) => event.id === eventId)) openEvent(eventId);
}

/** Puts the draft's edits back, based on its own revision, so a newer stored one is a 409. */
export function restoreDraft(): void {
  const offer = useDraftOffer.getState().offer;
  if (!offer) return;
  const { draft, currentRevision } = offer;
  if (draft.fileName) useRevisions.getState().remember('scenario', draft.fileName, draft.revision);
  autosaveOn = true;
  lastFileName = draft.fileName;
  useScenarioEditor.setState({
    scenario: draft.scenario,
    activeSection: draft.activeSection,
    idCounter: draft.idCounter,
    editing: draft.editing,
    unsaved: true,
  });
  const older = currentRevision !== null && isBasedOnOlder(draft, currentRevision);
  editor().showMessage('warning', older ? DRAFT_MESSAGES.restoredOlder : DRAFT_MESSAGES.restored);
  useDraftOffer.setState({ offer: null });
}

export function discardDraft(): void {
  const offer = useDraftOffer.getState().offer;
  const store = storage();
  if (offer && store) clearDrafts(store, offer.draft.user, offer.draft.fileName);
  autosaveOn = true;
  useDraftOffer.setState({ offer: null });
  editor().showMessage('success', DRAFT_MESSAGES.discarded);
}
