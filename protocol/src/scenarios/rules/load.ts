import type { ScenarioDetails, ScenarioFile } from '../entities';
import { NOISE_SECTION, PRESET_SECTION } from '../constants';
import type { ResponseType, ScenarioEvent } from '../event.entities';
import { inferResponseType } from '../options';

/** A scenario as the editor holds it: its details, its section tabs in order and its events. */
export interface EditorScenario extends ScenarioDetails {
  fileName: string;
  sections: string[];
  events: ScenarioEvent[];
}

/** The section an event without one joins when the scenario has no main section yet. */
export const FIRST_SECTION = '1';

/**
 * The response type a stored `options` text implies (docs/editor-rules.md, "On load"). A JSON list
 * is read by the spec's rule (the key it names; none when it names none); any other text is exactly 'text' or a form
 * name, so a form called e.g. "optionsForm" stays a form (docs/editor-rules.md).
 */
export function responseTypeOnLoad(options: string | undefined): ResponseType {
  const text = options?.trim() ?? '';
  if (text === '') return 'none';
  if (isJsonList(text)) {
    const type = inferResponseType(text);
    return type === 'form' || type === 'text' ? 'none' : type;
  }
  return text === 'text' ? 'text' : 'form';
}

/**
 * A loaded scenario made ready for the editor (docs/editor-rules.md): every event's response type
 * is inferred from its options, and the Preset and Noise sections are added when missing.
 * The section tabs follow the order in which the events name them.
 */
export function inferOnLoad(file: ScenarioFile): EditorScenario {
  const { scenario, ...details } = file;
  const given = scenario.map((event) => event.section).filter((s): s is string => !!s);
  const firstMain = given.find((s) => s !== PRESET_SECTION && s !== NOISE_SECTION);
  const events = scenario.map((event) => ({
    ...event,
    section: event.section || (firstMain ?? FIRST_SECTION),
    responseType: responseTypeOnLoad(event.options),
  }));
  const named = [...new Set(events.map((event) => event.section))];
  return { ...details, sections: withPresetBeforeNoise(named), events };
}

/**
 * The section tabs of a loaded scenario: in the order the events name them, with Preset and
 * Noise added when missing, and Preset always before Noise (as in a new scenario), so a file
 * whose only fixed section is Noise does not come back as ['1', 'Noise', 'Preset'].
 */
export function withPresetBeforeNoise(sections: readonly string[]): string[] {
  const tabs = sections.filter((section) => section !== PRESET_SECTION);
  if (!tabs.includes(NOISE_SECTION)) tabs.push(NOISE_SECTION);
  const presetAt = sections.indexOf(PRESET_SECTION);
  const noiseAt = tabs.indexOf(NOISE_SECTION);
  // Preset keeps its place when it came before Noise, else it goes just before Noise.
  const before = presetAt === -1 ? noiseAt : Math.min(presetAt, noiseAt);
  tabs.splice(before, 0, PRESET_SECTION);
  return tabs;
}

function isJsonList(text: string): boolean {
  if (!text.startsWith('[')) return false;
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}
