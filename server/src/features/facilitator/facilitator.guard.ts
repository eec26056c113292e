import { LOGIN_REQUIRED } from '@dojo/protocol';
import { unauthorized } from '../../errors';
import type { Guard } from '../../http/bind';
import type { FacilitatorPrincipal } from '../../core/principal';
import type { ExercisesRepo } from '../exercises/exercises.repo';

const LINK_REQUIRED = LOGIN_REQUIRED;
const LINK_INVALID = 'This facilitator link is not valid.';

/** The room of everyone watching one facilitated exercise's console. */
export function facilitatorScope(exerciseId: string): string {
  return `facilitator:${exerciseId}`;
}

/**
 * True for a facilitator link's raw token: an account's or a player's token is a JWT (three
 * dot-separated parts), a link token never is. The socket handshake and the report calls use it.
 */
export function isFacilitatorLinkToken(token: string): boolean {
  return token.split('.').length !== 3;
}

/**
 * The facilitator's credential is the raw token of the /facilitator/{token} link, sent as
 * the `token` body field of every console call (as the legacy console does): no JWT, and
 * re-checked on every call, so a removed exercise locks its console out at once.
 */
export function facilitatorResolver(exercises: ExercisesRepo) {
  return async (token: string): Promise<FacilitatorPrincipal> => {
    const exercise = await exercises.findByFacilitatorToken(token);
    if (!exercise) throw unauthorized(LINK_INVALID, 'invalid_facilitator_link');
    return {
      kind: 'facilitator',
      user: exercise.facilitatorEmail ?? 'facilitator',
      exerciseId: exercise._id,
    };
  };
}

export function facilitatorGuard(exercises: ExercisesRepo): Guard<FacilitatorPrincipal> {
  const resolve = facilitatorResolver(exercises);
  return async (_req, input) => {
    const token = input.token;
    if (typeof token !== 'string' || token === '') {
      throw unauthorized(LINK_REQUIRED, 'login_required');
    }
    return resolve(token);
  };
}
