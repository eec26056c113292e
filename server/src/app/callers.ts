import { createHash } from 'node:crypto';
import { isFacilitatorLinkToken } from '../features/facilitator/facilitator.guard';
import type { TokenService } from '../features/auth/tokens';
import type { Caller, IdentifyCaller } from '../http/rateLimits';

/**
 * Names a request's caller for the rate limits (docs/security.md) from its credential alone:
 * a JWT's verified claims (no store read: the guard still checks revocation), or a
 * facilitator link by a hash of it. A token that does not verify is anonymous.
 */
export function callerIdentifier(tokens: TokenService): IdentifyCaller {
  return async (token): Promise<Caller> => {
    if (isFacilitatorLinkToken(token))
      return { kind: 'link', key: createHash('sha256').update(token).digest('base64url') };
    try {
      const claims = await tokens.verify(token);
      if (claims.kind !== 'player') return { kind: 'account', key: `${claims.kind}:${claims.sub}` };
      const exercise = claims.exercise ?? '';
      return { kind: 'player', key: `${exercise}:${claims.sub}`, exercise };
    } catch {
      return { kind: 'anonymous' };
    }
  };
}
