import {
  NEW_SCENARIO_DETAILS,
  NEW_SCENARIO_SECTIONS,
  NOISE_SECTION,
  PRESET_SECTION,
} from '../constants';
import type { ScenarioFile } from '../entities';
import type { ScenarioEvent } from '../event.entities';
import { parseResponseOptions, serializeResponseOptions } from '../options';
import { isMainEvent } from './fields';
import type { EditorScenario } from './load';
import { normaliseEventForSave } from './normalise';

/** A new scenario (docs/editor-rules.md): the default details and the sections '1', Preset, Noise. */
export function newScenario(): EditorScenario {
  return {
    fileName: '',
    ...NEW_SCENARIO_DETAILS,
    subtitle: '',
    description: '',
    playtime: '',
    maturity: '',
    delegates: '',
    competencies: '',
    image: '',
    sections: [...NEW_SCENARIO_SECTIONS],
    events: [],
  };
}

/** The highest numeric event id in use (the id counter); tutorial ids like 't1' are skipped. */
export function eventCounter(events: readonly ScenarioEvent[]): number {
  return events.reduce((max, event) => {
    const id = Number(event.id);
    return Number.isInteger(id) && id > max ? id : max;
  }, 0);
}

/**
 * A new event in a section (the Add Event button), with the next id. It has no type and no
 * persona yet, so the event editor asks for both before it can be saved.
 */
export function addEvent(
  scenario: EditorScenario,
  section: string,
  counter: number,
): { scenario: EditorScenario; event: ScenarioEvent; counter: number } {
  const event: ScenarioEvent = {
    id: String(counter + 1),
    section,
    responseType: 'none',
    options: '',
    timeLimit: '-1',
    next: -1,
    delay: '',
    team: 'false',
    visible: 'false',
  };
  return {
    scenario: { ...scenario, events: [...scenario.events, event] },
    event,
    counter: counter + 1,
  };
}

/**
 * A placeholder event named from a Next select before it is written (forward wiring,
 * docs/scenario-editor.md): a new event like Add Event's, in `section`, with the name typed as
 * its subject (trimmed, at most 200 characters). It has no type and no persona, so the event
 * editor and the pre-publish check ask for its content.
 */
export function addPlaceholderEvent(
  scenario: EditorScenario,
  section: string,
  counter: number,
  subject: string,
): { scenario: EditorScenario; event: ScenarioEvent; counter: number } {
  const added = addEvent(scenario, section, counter);
  const event = { ...added.event, subject: subject.trim().slice(0, PLACEHOLDER_SUBJECT_MAX) };
  return {
    scenario: { ...added.scenario, events: [...scenario.events, event] },
    event,
    counter: added.counter,
  };
}

/** The longest name a placeholder event takes (a subject's bound). */
export const PLACEHOLDER_SUBJECT_MAX = 200;

/**
 * A saved section loaded into the scenario (docs/editor-rules.md): its events get fresh sequential
 * ids continuing the counter and their next reset to -1. Their option and timing branches
 * are reset too, since they name the old ids (docs/editor-rules.md). The events join
 * `sectionName` when given, else the section they were saved from.
 */
export function loadSectionInto(
  scenario: EditorScenario,
  sectionEvents: readonly ScenarioEvent[],
  counter: number,
  sectionName?: string,
): { scenario: EditorScenario; counter: number } {
  let sections = scenario.sections;
  const loaded = sectionEvents.map((event, index) => {
    const section =
      sectionName ?? event.section ?? sections.find((s) => isMainEvent({ section: s }));
    if (section && !sections.includes(section)) sections = withMainSection(sections, section);
    return unlinked({ ...event, id: String(counter + index + 1), section });
  });
  return {
    scenario: { ...scenario, sections, events: [...scenario.events, ...loaded] },
    counter: counter + loaded.length,
  };
}

/**
 * Rename Section (docs/editor-rules.md): does nothing when the new name is empty or already used.
 * Preset and Noise keep their names: the timeline and the engine recognise them by name.
 */
export function renameSection(scenario: EditorScenario, from: string, to: string): EditorScenario {
  const name = to.trim();
  const fixed = from === PRESET_SECTION || from === NOISE_SECTION;
  if (!name || fixed || scenario.sections.includes(name) || !scenario.sections.includes(from)) {
    return scenario;
  }
  return {
    ...scenario,
    sections: scenario.sections.map((section) => (section === from ? name : section)),
    events: scenario.events.map((event) =>
      event.section === from ? { ...event, section: name } : event,
    ),
  };
}

/**
 * The name Add Section proposes: the lowest number no tab, no event and no saved section
 * (`saved`, when the editor knows them) uses, compared trimmed and in any case, so the new tab
 * never merges with another and Save Section does not offer to replace a saved one.
 */
export function uniqueSectionName(
  scenario: Pick<EditorScenario, 'sections' | 'events'>,
  saved: readonly string[] = [],
): string {
  const key = (name: string) => name.trim().toLowerCase();
  const eventSections = scenario.events.map((event) => event.section ?? '');
  const taken = new Set([...scenario.sections, ...eventSections, ...saved].map(key));
  let number = 1;
  while (taken.has(String(number))) number += 1;
  return String(number);
}

/** Add Section: a unique name (`uniqueSectionName`), placed after the last main section. */
export function addSection(
  scenario: EditorScenario,
  saved: readonly string[] = [],
): {
  scenario: EditorScenario;
  section: string;
} {
  const section = uniqueSectionName(scenario, saved);
  return {
    scenario: { ...scenario, sections: withMainSection(scenario.sections, section) },
    section,
  };
}

/**
 * What Save Scenario sends: the details and the events in section-tab order (the first
 * main event starts the run), each normalised as on an event save.
 */
export function toScenarioFile(scenario: EditorScenario): ScenarioFile {
  const { sections, events, ...details } = scenario;
  const rank = (event: ScenarioEvent) => {
    const index = sections.indexOf(event.section ?? '');
    return index === -1 ? sections.length : index;
  };
  const ordered = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => rank(a.event) - rank(b.event) || a.index - b.index)
    .map(({ event }) => normaliseEventForSave(event));
  return { ...details, scenario: ordered };
}

/** Inserts a main section after the last main one, so Preset and Noise stay at the end. */
function withMainSection(sections: readonly string[], section: string): string[] {
  const lastMain = sections.findLastIndex((s) => isMainEvent({ section: s }));
  const next = [...sections];
  next.splice(lastMain + 1, 0, section);
  return next;
}

function unlinked(event: ScenarioEvent): ScenarioEvent {
  const options = parseResponseOptions(event.options);
  const cleared: ScenarioEvent = { ...event, next: -1 };
  if (options.some((option) => option.next !== undefined)) {
    cleared.options = serializeResponseOptions(options.map(({ next: _next, ...text }) => text));
  }
  if (event.nextIfEarly !== undefined) cleared.nextIfEarly = -1;
  if (event.nextIfLate !== undefined) cleared.nextIfLate = -1;
  return cleared;
}
