import { SOCIAL_SUBJECT_LENGTH } from '../constants';
import type { EventType, ResponseOption, ResponseType, ScenarioEvent } from '../event.entities';
import { parseResponseOptions, serializeResponseOptions, optionText } from '../options';
import { displayAfterMinutes, filledEntries, isNextSet, numberOf } from './fields';
import { responseTypeOnLoad } from './load';
import { htmlToText } from '../msel/text';

/**
 * An event as the event editor holds it: like a stored event, except that `options` may
 * still be the list of option rows being edited.
 */
export type EditedEvent = Omit<ScenarioEvent, 'options'> & {
  options?: string | readonly ResponseOption[];
};

const NUMBER_FIELDS = [
  'timeLimit',
  'delay',
  'displayAfter',
  'startAt',
  'earlierThan',
  'laterThan',
  'likes',
  'retweets',
] as const;

const NEXT_FIELDS = ['next', 'nextIfEarly', 'nextIfLate'] as const;

const LIST_TYPES: readonly ResponseType[] = ['option', 'reorder', 'checkbox', 'random'];

/**
 * The channels that take no answer: "a non-Email type clears options" (docs/editor-rules.md),
 * kept for Social posts and News articles. Alerts keep theirs (ours: an alert may ask).
 */
export const ANSWERLESS_CHANNELS: readonly EventType[] = ['Social', 'News'];

/** True for a Social post or a News article, whose options are dropped on save. */
export function takesNoAnswer(event: Pick<ScenarioEvent, 'type'>): boolean {
  return ANSWERLESS_CHANNELS.includes(event.type as EventType);
}

/**
 * The event as it is stored (docs/editor-rules.md, "Save normalisation"). Run by the web editor
 * before sending and by the server on every saved event, so both store the same thing.
 * Decisions where the spec is silent or contradicts the product are in docs/editor-rules.md.
 */
export function normaliseEventForSave(input: EditedEvent): ScenarioEvent {
  const { options, ...rest } = input;
  const event: ScenarioEvent = { ...rest };
  for (const field of NUMBER_FIELDS) {
    if (isNaNText(event[field])) event[field] = '';
  }
  // 'NaN' is empty in a next too: it leads nowhere, as -1 does.
  for (const field of NEXT_FIELDS) {
    if (isNaNText(event[field])) event[field] = -1;
  }
  if (!event.type) event.type = 'Email';

  const responseType = takesNoAnswer(event)
    ? 'none'
    : (input.responseType ?? impliedResponseType(options));
  event.responseType = responseType;
  event.options = storedOptions(responseType, options);
  if (responseType === 'form') event.pdf = '';

  if (event.pdf === '-1') event.pdf = '';
  if (event.pdf2 === '-1') event.pdf2 = '';
  if (event.media?.length === 0) delete event.media;

  if (event.type === 'Social') {
    event.subject = socialSubject(event.content ?? '');
    event.timeLimit = '-1';
  }
  if (event.type === 'News') event.timeLimit = '-1';

  if (event.comments) {
    event.comments = event.comments.filter(
      (c) => c.persona.trim() !== '' && c.content.trim() !== '',
    );
  }
  if (event.correct) event.correct = filledEntries(event.correct);
  if (event.wrong) event.wrong = filledEntries(event.wrong);
  if (event.neutral) event.neutral = filledEntries(event.neutral);

  if (displayAfterMinutes(event) !== undefined) {
    // Next and displayAfter exclude each other; the absolute schedule wins (docs).
    if (isNextSet(event.next)) event.next = -1;
    event.delay = '';
    if (event.startAt !== undefined) event.startAt = '';
  }
  event.visible = 'false';
  return event;
}

/**
 * A social event's subject: the first 30 characters of the content's text (markup dropped,
 * entities read, spaces collapsed, so '&quot;' or '<p>' never shows in a subject), plus '...'
 * when cut.
 */
export function socialSubject(content: string): string {
  const text = /[<&]/.test(content) ? htmlToText(content).replace(/\s+/g, ' ').trim() : content;
  return text.length > SOCIAL_SUBJECT_LENGTH ? `${text.slice(0, SOCIAL_SUBJECT_LENGTH)}...` : text;
}

/** Next and displayAfter exclude each other: setting one clears the other (docs/editor-rules.md). */
export function setNext<E extends EditedEvent>(event: E, next: E['next']): E {
  return isNextSet(next) ? { ...event, next, displayAfter: '' } : { ...event, next };
}

/**
 * Setting displayAfter clears next and the delay, which applies only with next, and the start
 * time, which holds an event reached through a next (docs/engine.md, "Start times").
 */
export function setDisplayAfter<E extends EditedEvent>(event: E, minutes: string): E {
  const set = displayAfterMinutes({ displayAfter: minutes }) !== undefined;
  if (!set) return { ...event, displayAfter: minutes };
  const cleared = { ...event, displayAfter: minutes, next: -1, delay: '' };
  return event.startAt === undefined ? cleared : { ...cleared, startAt: '' };
}

/** Setting a start time clears displayAfter: a start time holds an event a next reaches. */
export function setStartAt<E extends EditedEvent>(event: E, seconds: string): E {
  const set = numberOf(seconds) !== undefined && (numberOf(seconds) ?? -1) >= 0;
  return set ? { ...event, startAt: seconds, displayAfter: '' } : { ...event, startAt: seconds };
}

function impliedResponseType(options: EditedEvent['options']): ResponseType {
  if (options === undefined || typeof options === 'string') return responseTypeOnLoad(options);
  const first = options[0];
  return first ? (LIST_TYPES.find((key) => key in first) ?? 'option') : 'none';
}

function storedOptions(
  responseType: ResponseType,
  options: string | readonly ResponseOption[] | undefined,
): string {
  // 'none' clears the options whatever the channel (Social and News always answer 'none').
  if (responseType === 'none') return '';
  if (responseType === 'text') return 'text';
  if (responseType === 'form') return typeof options === 'string' ? options.trim() : '';
  const list = typeof options === 'string' ? parseResponseOptions(options) : (options ?? []);
  return serializeResponseOptions(list.map((option) => rekey(option, responseType)));
}

/** Option rows keep their text when the author switches between list response types. */
function rekey(option: ResponseOption, responseType: ResponseType): ResponseOption {
  const key = LIST_TYPES.includes(responseType) ? responseType : 'option';
  const text = optionText(option);
  const entry = { [key]: text } as ResponseOption;
  return isNextSet(option.next) ? { ...entry, next: option.next } : entry;
}

/**
 * One warning per Social or News event that asked for an answer before the save dropped it, so
 * a re-saved older scenario does not lose a question silently (docs/editor-rules.md).
 */
export function droppedAnswerWarnings(events: readonly EditedEvent[]): string[] {
  return events
    .filter((event) => takesNoAnswer(event) && asksForAnswer(event))
    .map((event) => NORMALISE_MESSAGES.answerDropped(normaliseEventForSave(event)));
}

export const NORMALISE_MESSAGES = {
  answerDropped: (event: Pick<ScenarioEvent, 'id' | 'subject' | 'type'>) =>
    `Event (${event.id}) ${event.subject ?? ''}: a ${event.type === 'News' ? 'News article' : 'Social post'} takes no answer, so its response and options were dropped.`,
} as const;

function asksForAnswer(event: EditedEvent): boolean {
  if (event.responseType !== undefined) return event.responseType !== 'none';
  const { options } = event;
  if (typeof options === 'string') return responseTypeOnLoad(options) !== 'none';
  return (options ?? []).length > 0;
}

function isNaNText(value: unknown): boolean {
  return value === 'NaN' || (typeof value === 'number' && Number.isNaN(value));
}
