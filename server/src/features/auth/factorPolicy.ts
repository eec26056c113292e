import { SECOND_FACTOR } from '@dojo/protocol';
import { forbidden, unauthorized } from '../../errors';
import type { AccountDoc } from './accounts.repo';
import type { FactorRulesRepo } from './factorRules.repo';
import type { Claims } from './tokens';

/** Whether the account has a second factor of its own (an authenticator app, a passkey). */
export function hasSecondFactor(account: AccountDoc): boolean {
  return account.totpSecret !== undefined || Object.keys(account.passkeys ?? {}).length > 0;
}

/** Whether a session was signed in with more than the password (RFC 8176 `amr`). */
export function signedInWithFactor(claims: Pick<Claims, 'amr'>): boolean {
  return (claims.amr ?? []).length > 0;
}

/**
 * Who must have a second factor (docs/auth.md, "Who must have one"): every admin; authors
 * when the admin's rule says so; a client's trainers when its owner's rule says so.
 */
export function factorPolicy(rules: FactorRulesRepo) {
  async function required(account: AccountDoc): Promise<boolean> {
    if (account.kind === 'staff') return account.role === 'admin' || rules.authors();
    return account.role === '01' && rules.trainers(account.client);
  }

  return {
    required,
    /**
     * Refuses a session the rules do not let through: an account without a factor may only
     * set one up (403), and one with a factor needs a session signed in with it (401: log in
     * again). A session with a factor passes without reading the rules.
     */
    async check(account: AccountDoc, claims: Claims): Promise<void> {
      if (signedInWithFactor(claims)) return;
      if (!(await required(account))) return;
      if (!hasSecondFactor(account))
        throw forbidden(SECOND_FACTOR.required, 'second_factor_required');
      throw unauthorized(SECOND_FACTOR.sessionWithoutFactor, 'second_factor_session');
    },
  };
}
export type FactorPolicy = ReturnType<typeof factorPolicy>;
