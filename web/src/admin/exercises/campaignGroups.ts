import {
  PLAYER_STATUSES,
  PLAYER_STATUS_LABEL,
  type CampaignPlayer,
  type PlayerStatus,
} from '@dojo/protocol';

/**
 * The players by their one status (docs/reports.md, "Player status"), in the model's order;
 * Removed only when someone is.
 */
export function groupPlayers(
  players: readonly CampaignPlayer[],
): { status: PlayerStatus; label: string; players: CampaignPlayer[] }[] {
  return PLAYER_STATUSES.map((status) => ({
    status,
    label: PLAYER_STATUS_LABEL[status],
    players: players.filter((player) => player.status === status),
  })).filter((group) => group.status !== 'removed' || group.players.length > 0);
}
