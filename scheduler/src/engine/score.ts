import {
  reachesPassMark,
  isFlagSet,
  isScoredQuestion,
  responseTypeOf,
  type EventAnswer,
  type ScenarioEvent,
} from '@dojo/protocol';
import { answerText, answerTexts } from './answers';
import type { EngineResponse, Projection } from './types';

/** How one seen question counts: 1, 0, or not at all (neutral answer, or nothing to mark). */
export type Mark = 'correct' | 'wrong' | 'neutral' | 'unscored';

export interface ScoreResult {
  /** Correct answers that count for the player: own plus the team's. */
  score: number;
  /** Scored questions the player saw (neutral answers left out). */
  totalQuestions: number;
  /** score / totalQuestions >= PASS_MARK (no scored question: passed). */
  passed: boolean;
  /** Correct answers the player gave to individual questions. */
  ownPasses: number;
  /** Correct team answers to team questions (the team's first answer). */
  teamPasses: number;
}

/** Reorder questions compare this many leading items (docs/player.md, tutorial rule). */
export const REORDER_COMPARED_ITEMS = 5;

const list = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => value.trim()).filter((value) => value !== '');

/**
 * The one definition of a scored question lives in protocol (`isScoredQuestion`, with
 * `unscoredReason` for the editor's note and the report's label); re-exported for the engine's
 * callers (docs/engine.md, Scoring).
 */
export { isScoredQuestion };

/** Marks one question against its correct / wrong / neutral lists (docs/engine.md, Scoring). */
export function markAnswer(event: ScenarioEvent, answer: EventAnswer | undefined): Mark {
  if (!isScoredQuestion(event)) return 'unscored';
  const type = responseTypeOf(event);
  const correct = list(event.correct);
  const wrong = list(event.wrong);
  const neutral = list(event.neutral);
  if (answer === undefined) return 'wrong';
  const judge = (right: boolean): Mark => (right ? 'correct' : 'wrong');

  if (type === 'reorder') {
    const expected = correct.slice(0, REORDER_COMPARED_ITEMS);
    const given = answerTexts(answer);
    return judge(expected.every((item, position) => given[position] === item));
  }
  if (type === 'checkbox') {
    const chosen = answerTexts(answer).filter((text) => !neutral.includes(text));
    if (chosen.length === 0) return 'neutral';
    if (correct.length === 0) return judge(!chosen.some((text) => wrong.includes(text)));
    const set = new Set(chosen);
    return judge(set.size === new Set(correct).size && correct.every((text) => set.has(text)));
  }
  if (type === 'form') {
    const values = answerTexts(answer).map((text) => text.toLowerCase());
    const has = (text: string) => values.includes(text.toLowerCase());
    return judge(!wrong.some(has) && correct.every(has));
  }
  // option, random and free text: one answer text; free text ignores case.
  const fold = (text: string) => (type === 'text' ? text.toLowerCase() : text);
  const given = fold(answerText(answer));
  const within = (values: string[]) => values.some((value) => fold(value) === given);
  if (within(neutral)) return 'neutral';
  if (within(correct)) return 'correct';
  if (within(wrong)) return 'wrong';
  // Unlisted: wrong when the author named the correct answers, else acceptable.
  return judge(correct.length === 0);
}

/**
 * docs/player.md: "A player passes a team if passes plus team passes is at least 70% of total
 * questions". Our reading: the player's own correct answers plus the correct team answers to
 * team questions, against every scored question the player saw. No question: passed.
 */
export function passesTeamRule(
  passes: number,
  teamPasses: number,
  totalQuestions: number,
): boolean {
  return reachesPassMark(passes + teamPasses, totalQuestions);
}

/**
 * Scores the questions a player saw (`seen`: pass the projection's visible events, see
 * `scoreProjection`). A team question counts the team's first answer for every member.
 */
export function score(
  seen: readonly ScenarioEvent[],
  responses: readonly EngineResponse[],
  player: string,
  team?: string,
): ScoreResult {
  let ownPasses = 0;
  let teamPasses = 0;
  let totalQuestions = 0;
  const counted = new Set<string>();
  const byEvent = groupByEvent(responses);
  for (const event of seen) {
    if (counted.has(event.id)) continue;
    counted.add(event.id);
    const shared = isFlagSet(event.team) && team !== undefined;
    const answer = firstAnswer(byEvent.get(event.id), player, shared ? team : undefined);
    const mark = markAnswer(event, answer?.answer);
    if (mark === 'unscored' || mark === 'neutral') continue;
    totalQuestions += 1;
    if (mark === 'correct' && shared) teamPasses += 1;
    else if (mark === 'correct') ownPasses += 1;
  }
  return {
    score: ownPasses + teamPasses,
    totalQuestions,
    passed: passesTeamRule(ownPasses, teamPasses, totalQuestions),
    ownPasses,
    teamPasses,
  };
}

/** Scores what a projection shows the player. */
export function scoreProjection(
  projection: Projection,
  responses: readonly EngineResponse[],
  player: string,
  team?: string,
): ScoreResult {
  const seen = projection.visible.map((visible) => visible.event);
  return score(seen, responses, player, team);
}

function groupByEvent(responses: readonly EngineResponse[]): Map<string, EngineResponse[]> {
  const byEvent = new Map<string, EngineResponse[]>();
  for (const response of responses) {
    const known = byEvent.get(response.eventId);
    if (known) known.push(response);
    else byEvent.set(response.eventId, [response]);
  }
  return byEvent;
}

/** The player's own earliest answer, or with `team` the team's earliest (any member's). */
function firstAnswer(
  responses: readonly EngineResponse[] | undefined,
  player: string,
  team: string | undefined,
): EngineResponse | undefined {
  let first: EngineResponse | undefined;
  for (const response of responses ?? []) {
    if (response.player !== player && (team === undefined || response.team !== team)) continue;
    if (first === undefined || response.answeredAt < first.answeredAt) first = response;
  }
  return first;
}
