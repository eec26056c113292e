import type { EventAnswer } from '@dojo/protocol';
import type { CompiledScenario } from './compile';
import type { EngineResponse } from './types';

/**
 * The answer that counts for each event, for one player at game time `upTo`: the player's own
 * earliest answer, or for a team question the team's earliest answer (any member's). Answers
 * stamped after `upTo` have not happened yet at that game time and are left out.
 */
export function countingAnswers(
  scenario: CompiledScenario,
  responses: readonly EngineResponse[],
  player: string,
  team: string | undefined,
  upTo: number,
): Map<string, EngineResponse> {
  const counting = new Map<string, EngineResponse>();
  for (const response of responses) {
    if (response.answeredAt > upTo) continue;
    const index = scenario.byId.get(response.eventId);
    if (index === undefined) continue;
    const shared = scenario.compiled[index]?.team === true && team !== undefined;
    const counts = response.player === player || (shared && response.team === team);
    if (!counts) continue;
    const earlier = counting.get(response.eventId);
    if (earlier === undefined || response.answeredAt < earlier.answeredAt) {
      counting.set(response.eventId, response);
    }
  }
  return counting;
}

/** The one text of an answer (option, random, free text); a list gives its first entry. */
export function answerText(answer: EventAnswer): string {
  if (typeof answer === 'string') return answer.trim();
  if (Array.isArray(answer)) return (answer[0] ?? '').trim();
  return '';
}

/** Every text of an answer: a list as is, a form's field values flattened. */
export function answerTexts(answer: EventAnswer): string[] {
  if (typeof answer === 'string') return [answer.trim()];
  if (Array.isArray(answer)) return answer.map((text) => text.trim());
  return Object.values(answer)
    .flat()
    .map((text) => text.trim());
}
