import type { FacilitatorStatus, ScenarioEvent } from '@dojo/protocol';

export interface QuestionRow {
  id: string;
  subject: string;
  /** Players who have received the question. */
  seen: string[];
  /** Players who answered it. */
  answered: string[];
  /** Players who received it and have not answered (yet). */
  waiting: string[];
}

/**
 * Every question of the scenario (an event that asks for an answer) with who has seen it, who
 * answered and who has not yet, from one status read; in scenario order.
 */
export function answersReport(
  events: readonly ScenarioEvent[],
  status: FacilitatorStatus,
): QuestionRow[] {
  const seenBy = new Map<string, string[]>();
  for (const group of status.currentPositions) {
    for (const player of group.players) {
      for (const event of player.events) {
        if (!event.visible || !event.id) continue;
        const list = seenBy.get(event.id) ?? [];
        if (!list.includes(player.user)) list.push(player.user);
        seenBy.set(event.id, list);
      }
    }
  }
  return events
    .filter((event) => (event.responseType ?? 'none') !== 'none')
    .map((event) => {
      const seen = seenBy.get(event.id) ?? [];
      const answered = status.responded[event.id] ?? [];
      return {
        id: event.id,
        subject: event.subject?.trim() || `Event ${event.id}`,
        seen,
        answered,
        waiting: seen.filter((player) => !answered.includes(player)),
      };
    });
}
