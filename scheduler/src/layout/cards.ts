import {
  CARD_CONTENT_PREVIEW,
  channelOf,
  isFlagSet,
  personaPictureName,
  responseTypeOf,
  takesAnswer,
  timeLimitLabel,
  type EventType,
  type ResponseType,
  type ScenarioEvent,
} from '@dojo/protocol';
import type { BranchEdge } from './branches';

/** What a layout card shows (docs/scenario-editor.md, Show Layout), besides its time and place. */
export interface CardContent {
  persona: string;
  /** The media name of the persona's picture; null when no persona is set. */
  personaPicture: string | null;
  organisation: string;
  channel: EventType;
  subject: string;
  /** The planner's inject number (an MSEL's # column), '' when none. */
  reference: string;
  /** The first 140 characters of the content, markup removed and spaces collapsed. */
  preview: string;
  responseType: ResponseType;
  hasResponse: boolean;
  hasImage: boolean;
  hasPdf: boolean;
  /** What the player does (the answer, its timing, or the limit running out) decides where it leads. */
  isBranchPoint: boolean;
  isTeamQuestion: boolean;
  /** The time-limit badge, or null when the event has no limit. */
  timeLimitLabel: string | null;
  /** The run ends ('/0', pass/fail) or shows the report ('/1') after this event. */
  finish: 'end' | 'report' | null;
}

export function cardContent(event: ScenarioEvent, edges: readonly BranchEdge[]): CardContent {
  const responseType = responseTypeOf(event);
  const persona = event.name?.trim() ?? '';
  const targets = edges.map((edge) => edge.target.kind);
  const places = new Set(
    edges.map((edge) =>
      edge.target.kind === 'event' ? `event ${edge.target.node}` : edge.target.kind,
    ),
  );
  return {
    persona,
    personaPicture: persona ? personaPictureName(persona) : null,
    organisation: event.organisation ?? '',
    channel: channelOf(event),
    subject: event.subject ?? '',
    reference: event.reference?.trim() ?? '',
    preview: contentPreview(event.content ?? ''),
    responseType,
    hasResponse: takesAnswer(event),
    hasImage: isMedia(event.image) || isMedia(event.image2),
    hasPdf: isMedia(event.pdf) || isMedia(event.pdf2),
    isBranchPoint: places.size > 1,
    isTeamQuestion: isFlagSet(event.team),
    timeLimitLabel: timeLimitLabel(event.timeLimit),
    finish: targets.includes('end') ? 'end' : targets.includes('report') ? 'report' : null,
  };
}

/** The card text: markup is dropped so a tag never eats the 140 characters. */
export function contentPreview(content: string): string {
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, CARD_CONTENT_PREVIEW);
}

function isMedia(name: string | undefined): boolean {
  return !!name && name.trim() !== '' && name !== '-1';
}
