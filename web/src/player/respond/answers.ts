import {
  PLAYER_MESSAGES,
  optionText,
  parseResponseOptions,
  type EventAnswer,
  type NextRef,
  type ScenarioEvent,
} from '@dojo/protocol';

export const NOTHING_SELECTED = PLAYER_MESSAGES.nothingSelected;

export interface Choice {
  text: string;
  next: NextRef | undefined;
}

/** The event's answer options, in the author's order. */
export function choicesOf(event: ScenarioEvent): Choice[] {
  return parseResponseOptions(event.options).map((option) => ({
    text: optionText(option),
    next: option.next,
  }));
}

/** Where an answer leads: the chosen option's `next`, else the event's, else nothing (-1). */
export function nextFor(event: ScenarioEvent, answer: EventAnswer): NextRef {
  if (typeof answer === 'string') {
    const chosen = choicesOf(event).find((choice) => choice.text === answer);
    if (chosen?.next !== undefined && chosen.next !== '') return chosen.next;
  }
  return event.next ?? -1;
}

/** A string hash (FNV-1a), so a shuffle is the same every time the same event is shown. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * The items in an order that depends only on `seed` (a Fisher-Yates shuffle driven by a
 * small PRNG). Used for 'random' options and the starting order of a reorder question.
 */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const result = [...items];
  let state = hash(seed) || 1;
  const nextRandom = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(nextRandom() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * A reorder question starts shuffled; if the shuffle happens to give the author's order
 * (often the right answer), it is rotated by one so the question is never pre-solved.
 */
export function startingOrder(items: readonly string[], seed: string): string[] {
  const shuffled = seededShuffle(items, seed);
  const same = shuffled.every((item, index) => item === items[index]);
  return same && items.length > 1 ? [...shuffled.slice(1), shuffled[0] as string] : shuffled;
}

/** Why a selection cannot be sent, or null when it can (docs/player.md). */
export function selectionProblem(selection: string | readonly string[] | null): string | null {
  if (selection === null) return NOTHING_SELECTED;
  if (typeof selection === 'string') return selection.trim() ? null : NOTHING_SELECTED;
  return selection.length > 0 ? null : NOTHING_SELECTED;
}

/** The free text to submit, or null when it is empty once trimmed (then nothing is sent). */
export function textToSubmit(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** An answer as the read-only view lists it. */
export function answerLines(answer: EventAnswer): string[] {
  if (typeof answer === 'string') return [answer];
  if (Array.isArray(answer)) return answer;
  return Object.entries(answer).map(
    ([field, value]) => `${field}: ${Array.isArray(value) ? value.join(', ') : value}`,
  );
}

/**
 * The author's feedback on an answered event, once the server has sent the answer key (it
 * does only after the answer): correctFeedback for a listed correct answer (a checkbox set
 * must match exactly), wrongFeedback for a listed wrong one, else none.
 */
export function feedbackFor(
  event: ScenarioEvent,
): { kind: 'correct' | 'wrong'; text: string } | null {
  const answer = event.response;
  if (answer === undefined || (typeof answer === 'object' && !Array.isArray(answer))) return null;
  const given = typeof answer === 'string' ? [answer] : answer;
  const correct = event.correct ?? [];
  const wrong = event.wrong ?? [];
  const isCorrect =
    given.length > 0 &&
    given.length === correct.length &&
    given.every((item) => correct.includes(item));
  if (isCorrect && event.correctFeedback?.trim())
    return { kind: 'correct', text: event.correctFeedback };
  if (!isCorrect && given.some((item) => wrong.includes(item)) && event.wrongFeedback?.trim()) {
    return { kind: 'wrong', text: event.wrongFeedback };
  }
  return null;
}
