import type { ScenarioEvent } from '../event.entities';
import { isMainEvent, responseTypeOf, takesAnswer } from './fields';

/**
 * Which questions count towards a player's score (docs/engine.md, "Scoring"): one rule for the
 * engine's score, the pre-publish check, the report's "unscored" label and the editor's note.
 */

type ScoringFields = Pick<
  ScenarioEvent,
  'section' | 'responseType' | 'options' | 'correct' | 'wrong' | 'neutral'
>;

const entries = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => value.trim()).filter((value) => value !== '');

/** Why a question that takes an answer does not count, in the editor's words. */
export const UNSCORED_REASON = {
  outsideStory: 'Preset and Noise questions never count.',
  reorderWithoutOrder: 'A reorder question counts only once its Correct list gives the order.',
  freeText: 'A free-text answer counts only when Correct or Wrong lists the accepted texts.',
  noAnswerKey: 'It counts only once Correct (or Wrong) names an answer.',
} as const;

/** The editor's note on a question that will not count (with the reason after it). */
export const WILL_NOT_COUNT = 'This question will not count towards the score.';

/**
 * The one definition of a scored question: a story event (not Preset or Noise) that takes an
 * answer and names the right answers in `correct`, or (except reorder) the wrong ones in
 * `wrong`. Neutral-only events give feedback but are not scored.
 */
export function isScoredQuestion(event: ScoringFields): boolean {
  return takesAnswer(event) && unscoredReason(event) === null;
}

/**
 * Why a question that takes an answer will not count, or null when it counts (and for an
 * event that takes no answer: there is nothing to count).
 */
export function unscoredReason(event: ScoringFields): string | null {
  if (!takesAnswer(event)) return null;
  if (!isMainEvent(event)) return UNSCORED_REASON.outsideStory;
  const type = responseTypeOf(event);
  if (entries(event.correct).length > 0) return null;
  if (type === 'reorder') return UNSCORED_REASON.reorderWithoutOrder;
  if (entries(event.wrong).length > 0) return null;
  return type === 'text' ? UNSCORED_REASON.freeText : UNSCORED_REASON.noAnswerKey;
}
