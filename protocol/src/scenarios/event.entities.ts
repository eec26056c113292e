import { z } from 'zod';
import { EpochMs, LooseFlag, NumberText, TextFlag, parseNumberText } from '../core/legacy';
import { EARLIER_LATER_MIN } from './constants';
import { TIMING_MESSAGES } from './messages';
import { ContentText, EmailText, IdText, NameText, SubjectText, UrlText } from '../core/bounds';
import { EventMediaList } from './media.entities';

/** The channel an event arrives on (docs/editor-rules.md). */
export const EventType = z.enum(['Email', 'Social', 'News', 'Alert']);
export type EventType = z.infer<typeof EventType>;

/** Old scenarios store '' for the type; it means Email (docs/editor-rules.md). */
export const StoredEventType = z.union([EventType, z.literal('')]);
export type StoredEventType = z.infer<typeof StoredEventType>;

export const ResponseType = z.enum([
  'none',
  'text',
  'option',
  'reorder',
  'checkbox',
  'random',
  'form',
]);
export type ResponseType = z.infer<typeof ResponseType>;

/**
 * Where an event leads: another event's id, -1 nothing, '/0' the run ends (pass/fail),
 * '/1' the report / feedback request. The legacy editor writes -1 as a number or as text.
 */
export const NextRef = z.union([SubjectText, z.number().int()]);
export type NextRef = z.infer<typeof NextRef>;

/** One answer option: its text keyed by the response type, and where choosing it leads. */
export const ResponseOption = z.union([
  z.object({ option: SubjectText, next: NextRef.optional() }),
  z.object({ reorder: SubjectText, next: NextRef.optional() }),
  z.object({ checkbox: SubjectText, next: NextRef.optional() }),
  z.object({ random: SubjectText, next: NextRef.optional() }),
]);
export type ResponseOption = z.infer<typeof ResponseOption>;

/**
 * A player's answer as stored: one text (option, random, free text), a list (the checkbox
 * set or the reorder sequence) or, for a form, the field identifiers with their values.
 */
export const EventAnswer = z.union([
  SubjectText,
  z.array(SubjectText),
  z.record(SubjectText, z.union([SubjectText, z.array(SubjectText)])),
]);
export type EventAnswer = z.infer<typeof EventAnswer>;

const NOTHING_SELECTED = 'Please select at least one option';

/** An answer being submitted: never an empty selection (docs/portal.md). */
export const SubmittedAnswer = z.union([
  SubjectText.trim().min(1, NOTHING_SELECTED),
  z.array(SubjectText).min(1, NOTHING_SELECTED),
  z.record(SubjectText, z.union([SubjectText, z.array(SubjectText)])),
]);

/** A reply under a social post (docs/editor-rules.md; docs/portal.md adds id and liked). */
export const SocialComment = z.object({
  id: IdText.optional(),
  organisation: NameText,
  persona: NameText,
  content: ContentText,
  address: EmailText,
  /** The editor keeps the persona names offered for the comment's organisation. */
  personas: z.array(NameText).optional(),
  retweets: NumberText.optional(),
  likes: NumberText.optional(),
  liked: LooseFlag.optional(),
});
export type SocialComment = z.infer<typeof SocialComment>;

const timingBound = NumberText.refine((value) => {
  const parsed = parseNumberText(value);
  return typeof parsed !== 'number' || parsed >= EARLIER_LATER_MIN;
}, TIMING_MESSAGES.belowMinimum);

/**
 * One event of a scenario, as stored, edited and played (docs/portal.md, docs/editor-rules.md).
 * Legacy types are kept: numbers typed into the editor stay text, flags may be text, and
 * `options` is the JSON text of a {@link ResponseOption} list, 'text', a form name or ''.
 * Only `id` is always present; stored scenarios predate several fields.
 */
export const ScenarioEvent = z.object({
  /** A string counter ('1', '2', ...); tutorial events are 't1' to 't10'. */
  id: IdText,
  type: StoredEventType.optional(),
  section: NameText.optional().describe("'Preset', 'Noise' or a main section name"),
  /** The persona sending it, with their role, organisation and e-mail address. */
  name: NameText.optional(),
  role: SubjectText.optional(),
  organisation: NameText.optional(),
  address: EmailText.optional(),
  subject: SubjectText.optional(),
  content: ContentText.optional(),
  image: UrlText.optional(),
  image2: UrlText.optional(),
  /** Video and audio files played with the message, in order (docs/editor-rules.md). */
  media: EventMediaList.optional(),
  pdf: NameText.optional(),
  pdf2: NameText.optional(),
  date: SubjectText.optional(),
  displayDate: SubjectText.optional(),
  responseType: ResponseType.optional(),
  options: ContentText.optional(),
  correct: z.array(SubjectText).optional(),
  wrong: z.array(SubjectText).optional(),
  neutral: z.array(SubjectText).optional(),
  correctFeedback: ContentText.optional(),
  wrongFeedback: ContentText.optional(),
  /** A team question is answered once for the whole team. */
  team: TextFlag.optional(),
  /** Seconds; '-1' or null means no limit. */
  timeLimit: NumberText.nullable().optional(),
  next: NextRef.optional(),
  /** Seconds after the previous event (default 5); only with `next`. */
  delay: NumberText.optional(),
  /** Minutes after the start; excludes `next`. */
  displayAfter: NumberText.optional(),
  /**
   * Seconds of game time before which the event does not show when a next or a branch reaches
   * it (docs/engine.md, "Start times"). Unset ('', absent) in scenarios saved before it existed.
   */
  startAt: NumberText.optional(),
  earlierThan: timingBound.optional(),
  nextIfEarly: NextRef.optional(),
  laterThan: timingBound.optional(),
  nextIfLate: NextRef.optional(),
  visible: LooseFlag.optional(),
  read: LooseFlag.optional(),
  /** When each player read it. */
  readAts: z.record(SubjectText, EpochMs).optional(),
  /** The player's stored answer (player views only). */
  response: EventAnswer.optional(),
  /** Game time (ms) the event showed at (player views only). */
  displayAt: z.number().optional(),
  comments: z.array(SocialComment).optional(),
  likes: NumberText.optional(),
  retweets: NumberText.optional(),
  liked: LooseFlag.optional(),
  /** The persona a social post re-shares ("re"): organisation, persona, agree, address, role. */
  reOrg: NameText.optional(),
  rePersona: NameText.optional(),
  reAgree: SubjectText.optional(),
  reAddress: EmailText.optional(),
  reRole: SubjectText.optional(),
  /** The planner's inject number (an MSEL's #, Ref or N° column): shown in the editor and layout. */
  reference: NameText.optional(),
  /** Who the inject is for (an MSEL's To column): the addressees, as the planner wrote them. */
  addressees: SubjectText.optional(),
  /** The author's notes (an MSEL's comments, deliverables): kept with the event, never played. */
  notes: ContentText.optional(),
  /** Computed by the editor's layout: the clock times ('HH:MM:SS') the event shows at. */
  timings: z.array(SubjectText).optional(),
  hasBranch: z.boolean().optional(),
});
export type ScenarioEvent = z.infer<typeof ScenarioEvent>;
