import type { FacilitatorStatus } from '@dojo/protocol';
import type { WaitingPlayerDoc } from '../exercises/waitingPlayers.repo';

/**
 * The console's two lists of the waiting room (docs/facilitator.md, "Waiting room"): who
 * waits with a page open, and who joined it but closed the page and never came in.
 */
export function waitingRoomOf(
  entries: readonly WaitingPlayerDoc[],
): Pick<FacilitatorStatus, 'waiting' | 'neverCameIn'> {
  const waiting: NonNullable<FacilitatorStatus['waiting']> = [];
  const neverCameIn: NonNullable<FacilitatorStatus['neverCameIn']> = [];
  for (const entry of entries) {
    const shown = { player: entry.user, team: entry.team, since: entry.since };
    if (entry.leftAt === undefined) waiting.push(shown);
    else neverCameIn.push({ ...shown, leftAt: entry.leftAt });
  }
  return { waiting, neverCameIn };
}
