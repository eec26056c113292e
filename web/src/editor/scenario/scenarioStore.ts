import { create } from 'zustand';
import {
  addEvent,
  addPlaceholderEvent,
  addSection,
  nextTarget,
  optionBranches,
  setNext,
  eventCounter,
  inferOnLoad,
  isMainEvent,
  loadSectionInto,
  moveItem,
  newScenario,
  normaliseEventForSave,
  renameSection,
  type EditedEvent,
  type EditorScenario,
  type ScenarioDetails,
  type ScenarioEvent,
  type ScenarioFile,
} from '@dojo/protocol';
import { useStaffSession } from '../../shared/session';
import { listedNow } from '../lists';
import { draftOf, isDraftChanged, type EventDraft } from './eventDraft';
import { createStatusSlice, type StatusSlice } from './statusMessages';

/** The scenario being edited, and the editor's status line (docs/editor-rules.md). */
export interface ScenarioEditorState extends StatusSlice {
  scenario: EditorScenario;
  /** The section whose events are listed. */
  activeSection: string;
  /** The last event id handed out (ids are a string counter). */
  idCounter: number;
  /** Set by any edit; cleared after a successful save of the scenario. */
  unsaved: boolean;
  /** The event open in the event editor, with its edits not yet saved. */
  editing: EventDraft | null;

  startNew(): void;
  /** A scenario loaded by name: its events are made ready for editing (responseType inferred). */
  openScenario(file: ScenarioFile): void;
  selectSection(name: string): void;
  addSection(): void;
  /** Renames the active section; false (and nothing changes) for an empty or taken name. */
  renameActiveSection(name: string): boolean;
  moveSection(from: number, to: number): void;
  /** Adds an event to the active section; answers the new event. */
  addEvent(): ScenarioEvent;
  /** Keeps an edited event in memory, normalised as it will be stored. */
  saveEvent(event: EditedEvent): ScenarioEvent;
  removeEvent(id: string): void;
  /**
   * A placeholder event named from a Next select (forward wiring): an empty event with the
   * name as its subject, in `section`; answers its id. The open event stays open.
   */
  addPlaceholder(subject: string, section: string): string;
  /**
   * Wires an event's Next to another event (Show Layout): the stored event, and the open
   * draft when it is that event, without counting as an edit of the draft. Answers why not
   * when an answer of the event already leads there (the two nexts must differ).
   */
  wireNext(from: string, to: string): 'wired' | 'same-as-option' | 'missing';
  /**
   * Opens an event in the event editor. False, and nothing changes, while the open event has
   * edits that are not saved (the editor then asks to save first).
   */
  openEvent(id: string): boolean;
  /** Adds an event to the active section and opens it; false as for {@link openEvent}. */
  addAndOpenEvent(): boolean;
  updateDraft(draft: EditedEvent): void;
  /** Closes the event editor, dropping unsaved edits. */
  closeEvent(): void;
  /** Moves an event within the active section. */
  moveEvent(from: number, to: number): void;
  /** Appends a saved section's events with fresh ids (docs/editor-rules.md); answers their count. */
  loadSection(events: readonly ScenarioEvent[], name: string): number;
  updateDetails(details: ScenarioDetails): void;
  /** Every event replaced at once (a timeline edited in bulk, or its undo): one change. */
  replaceEvents(events: ScenarioEvent[]): void;
  /** The scenario was saved under `fileName`: the unsaved-changes flag clears. */
  markSaved(fileName: string): void;
  /** The stored copy was removed: the scenario stays open, unnamed and unsaved. */
  markRemoved(): void;
  /** An older version was opened: it differs from the stored one until saved. */
  markRestored(): void;
  /**
   * The draft as stored after another author's changes were merged in: it replaces the open
   * copy, keeping the section tab and the open event (docs/editor-api.md, "Two authors").
   * `unsaved`: the copy still holds this author's edits not yet saved (a live merge).
   */
  takeMerged(file: ScenarioFile, unsaved?: boolean): void;
}

/** The events of one section, in their order. */
export function sectionEvents(scenario: EditorScenario, section: string): ScenarioEvent[] {
  return scenario.events.filter((event) => event.section === section);
}

/** The tab a scenario opens on: its first main section (Preset and Noise come after). */
function firstSection(scenario: EditorScenario): string {
  return (
    scenario.sections.find((name) => isMainEvent({ section: name })) ?? scenario.sections[0] ?? '1'
  );
}

/** Moves one section's events among themselves; other events keep their places. */
function reorderWithin(
  events: readonly ScenarioEvent[],
  section: string,
  from: number,
  to: number,
) {
  const moved = moveItem(sectionEvents({ events } as EditorScenario, section), from, to);
  let next = 0;
  return events.map((event) =>
    event.section === section ? (moved[next++] as ScenarioEvent) : event,
  );
}

/** The open event follows its section's rename. */
function withSection(editing: EventDraft | null, from: string, to: string): EventDraft | null {
  if (!editing || editing.draft.section !== from) return editing;
  return {
    original: { ...editing.original, section: to },
    draft: { ...editing.draft, section: to },
  };
}

function freshState() {
  const scenario = newScenario();
  return {
    scenario,
    activeSection: firstSection(scenario),
    idCounter: 0,
    unsaved: false,
    editing: null,
  };
}

export const useScenarioEditor = create<ScenarioEditorState>()((set, get) => {
  const edit = (scenario: EditorScenario, extra: Partial<ScenarioEditorState> = {}) =>
    set({ scenario, unsaved: true, ...extra });

  return {
    ...freshState(),
    ...createStatusSlice(set, get),

    startNew: () => set(freshState()),

    openScenario(file) {
      const scenario = inferOnLoad(file);
      set({
        scenario,
        activeSection: firstSection(scenario),
        idCounter: eventCounter(scenario.events),
        unsaved: false,
        editing: null,
      });
    },

    selectSection: (name) => set({ activeSection: name }),

    addSection() {
      // The saved sections too, when read: Save Section then offers the new tab's own name.
      const saved = listedNow('sections', useStaffSession.getState().editorToken ?? '');
      const { scenario, section } = addSection(get().scenario, saved);
      edit(scenario, { activeSection: section });
    },

    renameActiveSection(name) {
      const { scenario, activeSection } = get();
      const renamed = renameSection(scenario, activeSection, name);
      if (renamed === scenario) return false;
      const to = name.trim();
      edit(renamed, { activeSection: to, editing: withSection(get().editing, activeSection, to) });
      return true;
    },

    moveSection(from, to) {
      if (from === to) return;
      const { scenario } = get();
      edit({ ...scenario, sections: moveItem(scenario.sections, from, to) });
    },

    addEvent() {
      const { scenario, activeSection, idCounter } = get();
      const added = addEvent(scenario, activeSection, idCounter);
      edit(added.scenario, { idCounter: added.counter });
      return added.event;
    },

    saveEvent(edited) {
      const event = normaliseEventForSave(edited);
      const { scenario } = get();
      const events = scenario.events.some((candidate) => candidate.id === event.id)
        ? scenario.events.map((candidate) => (candidate.id === event.id ? event : candidate))
        : [...scenario.events, event];
      // The editor stays open on the saved event, now without pending edits.
      edit({ ...scenario, events }, { editing: draftOf(event) });
      return event;
    },

    removeEvent(id) {
      const { scenario, editing } = get();
      edit(
        { ...scenario, events: scenario.events.filter((event) => event.id !== id) },
        { editing: editing?.draft.id === id ? null : editing },
      );
    },

    addPlaceholder(subject, section) {
      const { scenario, idCounter } = get();
      const added = addPlaceholderEvent(scenario, section, idCounter, subject);
      edit(added.scenario, { idCounter: added.counter });
      return added.event.id;
    },

    wireNext(from, to) {
      const { scenario, editing } = get();
      const source = scenario.events.find((event) => event.id === from);
      if (!source || !scenario.events.some((event) => event.id === to)) return 'missing';
      const open = editing?.draft.id === from ? editing.draft : source;
      const leadsThere = (event: EditedEvent) =>
        optionBranches(normaliseEventForSave(event)).some((branch) => {
          const target = nextTarget(branch.next);
          return target.kind === 'event' && target.id === to;
        });
      if (leadsThere(open)) return 'same-as-option';
      const events = scenario.events.map((event) =>
        event.id === from ? setNext(event, to) : event,
      );
      const wired =
        editing?.draft.id === from
          ? { original: setNext(editing.original, to), draft: setNext(editing.draft, to) }
          : editing;
      edit({ ...scenario, events }, { editing: wired });
      return 'wired';
    },

    openEvent(id) {
      const { editing, scenario } = get();
      if (editing && isDraftChanged(editing)) return editing.draft.id === id;
      const event = scenario.events.find((candidate) => candidate.id === id);
      if (!event) return false;
      set({ editing: draftOf(event), activeSection: event.section ?? get().activeSection });
      return true;
    },

    addAndOpenEvent() {
      const { editing } = get();
      if (editing && isDraftChanged(editing)) return false;
      const event = get().addEvent();
      set({ editing: draftOf(event) });
      return true;
    },

    updateDraft(draft) {
      const { editing } = get();
      if (editing) set({ editing: { ...editing, draft } });
    },

    closeEvent: () => set({ editing: null }),

    moveEvent(from, to) {
      if (from === to) return;
      const { scenario, activeSection } = get();
      edit({ ...scenario, events: reorderWithin(scenario.events, activeSection, from, to) });
    },

    loadSection(events, name) {
      const loaded = loadSectionInto(get().scenario, events, get().idCounter, name);
      edit(loaded.scenario, { idCounter: loaded.counter, activeSection: name });
      return events.length;
    },

    updateDetails(details) {
      edit({ ...get().scenario, ...details });
    },

    replaceEvents(events) {
      edit({ ...get().scenario, events });
    },

    markSaved(fileName) {
      set({ scenario: { ...get().scenario, fileName }, unsaved: false });
    },

    markRemoved() {
      set({ scenario: { ...get().scenario, fileName: '' }, unsaved: true });
    },

    markRestored: () => set({ unsaved: true }),

    takeMerged(file, unsaved = false) {
      const scenario = inferOnLoad(file);
      const { activeSection, idCounter } = get();
      set({
        scenario,
        activeSection: scenario.sections.includes(activeSection)
          ? activeSection
          : firstSection(scenario),
        idCounter: Math.max(idCounter, eventCounter(scenario.events)),
        unsaved,
      });
    },
  };
});

// Signing out of the editor closes the scenario, so the next author starts afresh.
useStaffSession.subscribe((session, previous) => {
  if (previous.editorToken && !session.editorToken) useScenarioEditor.getState().startNew();
});
