import { AppError, forbidden, unauthorized } from '../../errors';
import type { WallClock } from '../../core/clock';
import type { PlayerResolver } from '../auth/guards';
import type { PlayerPrincipal } from '../../core/principal';
import type { PlayerDoc } from '../exercises/exercise.docs';
import type { PlayersRepo } from '../exercises/players.repo';

export const LINK_GONE = 'This exercise link is no longer valid.';
export const LINK_EXPIRED = 'This exercise link has expired.';
export const NOT_YOURS = 'You can only do this as yourself.';

/** An automated player's link stops working at its expiry (the extend action moves it). */
export function hasExpired(player: Pick<PlayerDoc, 'expiresAt'>, now: number): boolean {
  return player.expiresAt !== null && Date.parse(player.expiresAt) <= now;
}

/**
 * Re-reads the player behind a verified player token on every call, so a removed player or
 * an expired link loses access at once and a team change takes effect at the next call.
 */
export function playerResolver(players: PlayersRepo, clock: WallClock): PlayerResolver {
  return async (playerId, exerciseId): Promise<PlayerPrincipal> => {
    const player = await players.findById(playerId);
    if (!player || player.exerciseId !== exerciseId)
      throw unauthorized(LINK_GONE, 'player_missing');
    if (hasExpired(player, clock.now())) throw new AppError('expired', LINK_EXPIRED);
    return { kind: 'player', user: player.user, exerciseId, playerId, team: player.team };
  };
}

/**
 * The legacy bodies name the player (`user`, `player`); the token already says who it is.
 * A body naming someone else is refused rather than silently answered for the caller.
 */
export function assertSelf(principal: PlayerPrincipal, named: string | undefined): void {
  if (named === undefined || named.trim() === '') return;
  if (named.trim().toLowerCase() !== principal.user.trim().toLowerCase())
    throw forbidden(NOT_YOURS);
}
