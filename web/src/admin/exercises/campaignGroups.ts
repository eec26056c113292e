import type { CampaignPlayer } from '@dojo/protocol';
import type { StatusName } from './chartColours';

/** A player's status: completed, expired (past expiry, unfinished), or in progress. */
export function playerStatus(player: CampaignPlayer): StatusName {
  if (player.completed) return 'Completed';
  return player.expired ? 'Expired' : 'In progress';
}

/** The players by status, in the order the tables show them. */
export function groupPlayers(
  players: readonly CampaignPlayer[],
): Record<StatusName, CampaignPlayer[]> {
  const groups: Record<StatusName, CampaignPlayer[]> = {
    Completed: [],
    'In progress': [],
    Expired: [],
  };
  for (const player of players) groups[playerStatus(player)].push(player);
  return groups;
}
