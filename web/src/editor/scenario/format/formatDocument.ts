import {
  NOISE_SECTION,
  PRESET_SECTION,
  channelOf,
  displayAfterMinutes,
  formatDuration,
  isMainEvent,
  personaPictureName,
  startAtSeconds,
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

/** The tables of Show Format (docs/scenario-editor.md), derived from the open scenario. */

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

/** One line of the game-time schedule: when an event shows, and what times it. */
export interface ScheduleRow {
  cardId: string;
  /** The earliest game time it shows at ('HH:MM:SS' after the start). */
  time: string;
  /** Other game times it can show at (another branch reaches it later). */
  alsoAt: string[];
  subject: string;
  /** What times it: the start, Display at, a start time, or the event before it. */
  timedBy: string;
}

export interface FormatDocument {
  stakeholders: Stakeholder[];
  structure: StructureRow[];
  content: ContentRow[];
  /** Every event that shows, in game-time order (docs/scenario-editor.md, Show Format). */
  schedule: ScheduleRow[];
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
    schedule: schedule(events, { ...timings, ...noise }),
    assets: assets(events),
  };
}

/** The events that show, by game time then scenario order; Preset first, at the start. */
function schedule(
  events: readonly ScenarioEvent[],
  timings: Record<string, string[]>,
): ScheduleRow[] {
  const firstMain = events.find(isMainEvent)?.id;
  const rows = events.flatMap((event, order) => {
    const times = event.section === PRESET_SECTION ? ['00:00:00'] : (timings[event.id] ?? []);
    const [time, ...alsoAt] = times;
    if (time === undefined) return [];
    const row = {
      cardId: event.id,
      time,
      alsoAt,
      subject: event.subject ?? '',
      timedBy: timedBy(event, event.id === firstMain),
    };
    return [{ row, order: event.section === PRESET_SECTION ? -1 : order }];
  });
  rows.sort((a, b) => a.row.time.localeCompare(b.row.time) || a.order - b.order);
  return rows.map(({ row }) => row);
}

function timedBy(event: ScenarioEvent, first: boolean): string {
  if (event.section === PRESET_SECTION) return 'At the start (Preset)';
  const minutes = displayAfterMinutes(event);
  if (minutes !== undefined) return `Display at ${formatDuration(minutes * 60)}`;
  const start = startAtSeconds(event);
  const lane = event.section === NOISE_SECTION ? ' (Noise)' : '';
  if (start !== undefined) {
    return `Starts at ${formatDuration(start)}, or on arrival when later${lane}`;
  }
  return first ? 'First event' : `Follows the event before it${lane}`;
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
