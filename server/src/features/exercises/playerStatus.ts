import { playerStatus, type PlayerStatus, type PlayerStatusFacts } from '@dojo/protocol';
import type { ExerciseDoc, PlayerDoc } from './exercise.docs';

/**
 * The stored facts behind a player's one status (docs/reports.md, "Player status"); the
 * decision itself is protocol's `playerStatus`. The dashboard, the report and the admin's
 * campaign details all read a player's status through here.
 */

/** When the player's link stops working: their own expiry (Extend moves it); never when facilitated. */
export function playerExpiry(
  exercise: Pick<ExerciseDoc, 'facilitated' | 'expiresAt'>,
  player: Pick<PlayerDoc, 'expiresAt'>,
): string | null {
  return exercise.facilitated ? null : (player.expiresAt ?? exercise.expiresAt);
}

export function playerStatusFacts(
  exercise: Pick<ExerciseDoc, 'facilitated' | 'expiresAt'>,
  player: Pick<
    PlayerDoc,
    'expiresAt' | 'clock' | 'ndaAgreedAt' | 'finishedAt' | 'reads' | 'notes' | 'drafts'
  >,
  now: number,
  seen: { finished?: boolean; answered?: boolean } = {},
): PlayerStatusFacts {
  // A facilitated player exists only once they agreed and chose an alias.
  const facilitated = exercise.facilitated;
  // Records from before the agreement was stored: any activity means they were playing.
  const active =
    seen.answered === true ||
    Object.keys(player.reads ?? {}).length > 0 ||
    Object.keys(player.drafts ?? {}).length > 0 ||
    (player.notes ?? '').trim() !== '';
  return {
    finished: player.finishedAt !== null || seen.finished === true,
    expiresAt: playerExpiry(exercise, player),
    now,
    opened: facilitated || player.clock !== null,
    playing: facilitated || (player.ndaAgreedAt ?? null) !== null || active,
  };
}

export function statusOfPlayer(...args: Parameters<typeof playerStatusFacts>): PlayerStatus {
  return playerStatus(playerStatusFacts(...args));
}
