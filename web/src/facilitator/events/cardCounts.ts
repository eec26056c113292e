import type { FacilitatorStatus } from '@dojo/protocol';

export interface CardCount {
  /** Players who have received the event. */
  seen: number;
  /** Players who have answered it (a team answer counts for each player who gave it). */
  answered: number;
}

/** Per event id, how many players have seen and answered it, from one status read. */
export function cardCounts(status: FacilitatorStatus): Map<string, CardCount> {
  const counts = new Map<string, CardCount>();
  const entry = (id: string) => {
    let count = counts.get(id);
    if (!count) counts.set(id, (count = { seen: 0, answered: 0 }));
    return count;
  };
  for (const group of status.currentPositions) {
    for (const player of group.players) {
      const seen = new Set(player.events.filter((e) => e.visible && e.id).map((e) => e.id));
      for (const id of seen) if (id) entry(id).seen += 1;
    }
  }
  for (const [id, players] of Object.entries(status.responded)) entry(id).answered = players.length;
  return counts;
}
