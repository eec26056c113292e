import {
  NOISE_SECTION,
  PRESET_SECTION,
  channelOf,
  personaPictureName,
  responseTypeOf,
  toScenarioFile,
  type EditorScenario,
  type ScenarioEvent,
} from '@dojo/protocol';
import { layoutTimeline } from '@dojo/scheduler';
import { mediaKind } from '../../media/mediaKind';

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

export function formatDocument(scenario: EditorScenario): FormatDocument {
  const events = toScenarioFile(scenario).scenario;
  const { timings } = layoutTimeline(events, { startTime: '00:00' });
  return {
    stakeholders: stakeholders(events),
    structure: scenario.sections.map((section) => ({
      section,
      kind: section === PRESET_SECTION ? 'Preset' : section === NOISE_SECTION ? 'Noise' : 'Main',
      cardIds: events.filter((event) => event.section === section).map((event) => event.id),
    })),
    content: events.map((event) => ({
      cardId: event.id,
      section: event.section ?? '',
      persona: event.name ?? '',
      time: timeOf(event, timings),
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
  if (event.section === NOISE_SECTION) return 'Noise';
  return timings[event.id]?.[0] ?? 'Not reached';
}

/** Every persona the scenario speaks through, in order of appearance. */
function stakeholders(events: readonly ScenarioEvent[]): Stakeholder[] {
  const found = new Map<string, Stakeholder>();
  const add = (name: string | undefined, role = '', organisation = '') => {
    const key = name?.trim();
    if (!key || found.has(key)) return;
    found.set(key, { name: key, role, organisation, picture: personaPictureName(key) });
  };
  for (const event of events) {
    add(event.name, event.role, event.organisation);
    add(event.rePersona, event.reRole, event.reOrg);
    for (const comment of event.comments ?? []) add(comment.persona, '', comment.organisation);
  }
  return [...found.values()];
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
