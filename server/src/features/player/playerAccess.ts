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
 * The stored player a call's guard read to let it in, kept for that call's first game read:
 * one store read fewer for each poll (issue 36). Only a REST call's principal carries one (it
 * lives as long as the call); a socket's principal lives as long as the socket, while its
 * player changes. Taken once: a second read within the call (the feed, after marking it read)
 * goes to the store.
 */
const guardReads = new WeakMap<PlayerPrincipal, PlayerDoc>();

export function takeGuardRead(principal: PlayerPrincipal): PlayerDoc | undefined {
  const player = guardReads.get(principal);
  guardReads.delete(principal);
  return player;
}

/**
 * Re-reads the player behind a verified player token on every call, so a removed player or
 * an expired link loses access at once and a team change takes effect at the next call.
 */
export function playerResolver(players: PlayersRepo, clock: WallClock): PlayerResolver {
  return async (playerId, exerciseId, forOneCall = false): Promise<PlayerPrincipal> => {
    const player = await players.findById(playerId);
    if (!player || player.exerciseId !== exerciseId)
      throw unauthorized(LINK_GONE, 'player_missing');
    if (hasExpired(player, clock.now())) throw new AppError('expired', LINK_EXPIRED);
    const principal: PlayerPrincipal = {
      kind: 'player',
      user: player.user,
      exerciseId,
      playerId,
      team: player.team,
    };
    if (forOneCall) guardReads.set(principal, player);
    return principal;
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
