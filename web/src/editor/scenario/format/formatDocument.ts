import {
  NOISE_SECTION,
  PRESET_SECTION,
  channelOf,
  personaPictureName,
  responseTypeOf,
  toScenarioFile,
  withPresetBeforeNoise,
  type EditorScenario,
  type Organisation,
  type ScenarioEvent,
} from '@dojo/protocol';
import { layoutTimeline } from '@dojo/scheduler';
import { mediaKind } from '../../media/mediaKind';
import { noiseTimes } from './noiseTimes';

/** The four tables of Show Format (docs/scenario-editor.md), derived from the open scenario. */

export interface Stakeholder {
  name: string;
  role: string;
  organisation: string;
  /** The media name of the persona's profile picture. */
  picture: string;
}

export interface StructureRow {
  section: string;
  kind: 'Main' | 'Preset' | 'Noise';
  cardIds: string[];
}

export interface ContentRow {
  cardId: string;
  section: string;
  persona: string;
  /** Time after the start ('HH:MM:SS'), or how the event shows when it is not timed. */
  time: string;
  channel: string;
  subject: string;
  assets: string[];
  questionType: string;
}

export type AssetKind = 'Image' | 'Video' | 'Audio' | 'PDF' | 'Form' | 'File';

export interface AssetRow {
  kind: AssetKind;
  identifier: string;
  cardIds: string[];
}

export interface FormatDocument {
  stakeholders: Stakeholder[];
  structure: StructureRow[];
  content: ContentRow[];
  assets: AssetRow[];
}

const MEDIA_KINDS = { image: 'Image', video: 'Video', audio: 'Audio', other: 'File' } as const;

const isSet = (name: string | undefined): name is string =>
  !!name && name.trim() !== '' && name !== '-1';

/** The files an event shows: its images, video and audio, its PDFs and the form it asks to fill in. */
export function eventAssets(event: ScenarioEvent): { kind: AssetKind; identifier: string }[] {
  const assets: { kind: AssetKind; identifier: string }[] = [];
  for (const image of [event.image, event.image2].filter(isSet)) {
    assets.push({ kind: MEDIA_KINDS[mediaKind(image)], identifier: image });
  }
  for (const media of event.media ?? []) {
    assets.push({ kind: MEDIA_KINDS[media.kind], identifier: media.name });
  }
  for (const pdf of [event.pdf, event.pdf2].filter(isSet))
    assets.push({ kind: 'PDF', identifier: pdf });
  if (responseTypeOf(event) === 'form' && isSet(event.options)) {
    assets.push({ kind: 'Form', identifier: event.options });
  }
  return assets;
}

/**
 * `organisations` is the directory the editor read: a persona's role comes from the events
 * that name it, else from its entry there (a comment carries no role).
 */
export function formatDocument(
  scenario: EditorScenario,
  organisations: readonly Organisation[] = [],
): FormatDocument {
  const events = toScenarioFile(scenario).scenario;
  const { timings } = layoutTimeline(events, { startTime: '00:00' });
  const noise = noiseTimes(events);
  return {
    stakeholders: stakeholders(events, organisations),
    structure: withPresetBeforeNoise(scenario.sections).map((section) => ({
      section,
      kind: section === PRESET_SECTION ? 'Preset' : section === NOISE_SECTION ? 'Noise' : 'Main',
      cardIds: events.filter((event) => event.section === section).map((event) => event.id),
    })),
    content: events.map((event) => ({
      cardId: event.id,
      section: event.section ?? '',
      persona: event.name ?? '',
      time: timeOf(event, { ...timings, ...noise }),
      channel: channelOf(event),
      subject: event.subject ?? '',
      assets: eventAssets(event).map((asset) => asset.identifier),
      questionType: responseTypeOf(event),
    })),
    assets: assets(events),
  };
}

function timeOf(event: ScenarioEvent, timings: Record<string, string[]>): string {
  if (event.section === PRESET_SECTION) return 'At the start';
  return timings[event.id]?.[0] ?? 'Not reached';
}

/**
 * Every persona the scenario speaks through, in order of appearance. The role is the first one
 * an event gives (a sender's `role`, a shared post's `reRole`); comments carry none, so a persona
 * met first in a comment takes its role from a later event or from the organisations directory.
 */
function stakeholders(
  events: readonly ScenarioEvent[],
  organisations: readonly Organisation[],
): Stakeholder[] {
  const found = new Map<string, Stakeholder>();
  const add = (name: string | undefined, role = '', organisation = '') => {
    const key = name?.trim();
    if (!key) return;
    const known = found.get(key);
    if (known) {
      known.role ||= role.trim();
      known.organisation ||= organisation;
      return;
    }
    found.set(key, {
      name: key,
      role: role.trim(),
      organisation,
      picture: personaPictureName(key),
    });
  };
  for (const event of events) {
    add(event.name, event.role, event.organisation);
    add(event.rePersona, event.reRole, event.reOrg);
    for (const comment of event.comments ?? []) add(comment.persona, '', comment.organisation);
  }
  for (const person of found.values()) {
    person.role ||= directoryRole(organisations, person) ?? '';
  }
  return [...found.values()];
}

function directoryRole(organisations: readonly Organisation[], person: Stakeholder) {
  const organisation = organisations.find((each) => each.name === person.organisation);
  return organisation?.personas.find((persona) => persona.name === person.name)?.role;
}

function assets(events: readonly ScenarioEvent[]): AssetRow[] {
  const rows = new Map<string, AssetRow>();
  for (const event of events) {
    for (const { kind, identifier } of eventAssets(event)) {
      const key = `${kind}:${identifier}`;
      const row = rows.get(key) ?? { kind, identifier, cardIds: [] };
      if (!row.cardIds.includes(event.id)) row.cardIds.push(event.id);
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}
