import type { WaitingPrincipal } from '../../core/principal';
import { unauthorized } from '../../errors';
import { newId } from '../../store/ids';
import type { WaitingPlayersRepo } from '../exercises/waitingPlayers.repo';

/**
 * The token of a waiting-room socket (docs/facilitator.md, "Waiting room"). It is neither a
 * JWT (three dot-separated parts) nor a facilitator link (nanoid characters, no dot), so the
 * socket handshake tells the three apart by their shape.
 */
const PREFIX = 'wait.';

export function newWaitToken(): string {
  return `${PREFIX}${newId()}`;
}

export function isWaitToken(token: string): boolean {
  return token.startsWith(PREFIX) && token.split('.').length === 2;
}

/** The room of the players waiting for one facilitated session to open. */
export function waitingScope(exerciseId: string): string {
  return `waiting:${exerciseId}`;
}

const WAIT_ENDED = 'You are no longer waiting for this session. Please join again.';

/** The waiting player behind a wait token, while they still wait; else the socket is refused. */
export function waitingResolver(waiting: Pick<WaitingPlayersRepo, 'findByWaitToken'>) {
  return async (token: string): Promise<WaitingPrincipal> => {
    const entry = await waiting.findByWaitToken(token);
    if (!entry) throw unauthorized(WAIT_ENDED, 'invalid_token');
    return { kind: 'waiting', user: entry.user, exerciseId: entry.exerciseId };
  };
}
