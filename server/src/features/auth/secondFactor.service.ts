import { SECOND_FACTOR } from '@dojo/protocol';
import type { Clock } from '../../core/clock';
import type { Principal } from '../../core/principal';
import { badRequest, notFound, unauthorized } from '../../errors';
import type { AccountDoc, AccountsRepo } from './accounts.repo';
import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpEnrolment,
  totpStep,
} from './secondFactor';
import type { SecretBox } from './secretBox';
import type { Amr, TokenService } from './tokens';

/** What a session signed in with the authenticator app's code names (RFC 8176). */
const amr: Amr[] = ['otp'];

/**
 * The account's second factor (docs/auth.md, "Second factor"): enrolment with an
 * authenticator app, and the code a login with one asks for. Time is the injected clock's,
 * so tests move it by hand.
 */
export function secondFactorService(deps: {
  accounts: AccountsRepo;
  clock: Clock;
  /** Authenticator secrets are stored sealed (secretBox.ts). */
  box: SecretBox;
  tokens: TokenService;
  /** Whether the rules require the account to have a factor (factorPolicy.ts). */
  required: (account: AccountDoc) => Promise<boolean>;
}) {
  const { accounts, clock, box, tokens, required } = deps;

  async function accountOf(principal: Principal): Promise<AccountDoc> {
    const account = await accounts.findByUsername(principal.user);
    if (!account) throw unauthorized('This account no longer exists.', 'account_missing');
    return account;
  }

  return {
    async status(principal: Principal) {
      const account = await accountOf(principal);
      return {
        type: 'success' as const,
        totp: account.totpSecret !== undefined,
        recoveryCodesLeft: account.recoveryCodes?.length ?? 0,
        required: await required(account),
        passkeys: Object.keys(account.passkeys ?? {}).length,
      };
    },

    async startTotp(principal: Principal) {
      const account = await accountOf(principal);
      const secret = newTotpSecret();
      await accounts.startTotp(account.username, box.seal(secret, account.username));
      return { type: 'success' as const, ...(await totpEnrolment(secret, account.username)) };
    },

    /**
     * A code from the shown secret turns it on; the recovery codes are answered once, here,
     * with a fresh session token that counts as signed in with the factor (the code proved it).
     */
    async confirmTotp(principal: Principal, code: string) {
      const account = await accountOf(principal);
      const sealed = account.pendingTotpSecret;
      if (sealed === undefined) throw badRequest(SECOND_FACTOR.noEnrolment, 'enrolment_code');
      const secret = box.open(sealed, account.username);
      const step = totpStep(secret, code, clock.now());
      if (step === null) throw badRequest(SECOND_FACTOR.wrongCode, 'enrolment_code');
      const recoveryCodes = newRecoveryCodes();
      const enrolled = await accounts.enrolTotp(account.username, {
        secret: sealed,
        step,
        at: new Date(clock.now()).toISOString(),
        recoveryCodes: recoveryCodes.map(recoveryCodeHash),
      });
      if (!enrolled) throw badRequest(SECOND_FACTOR.noEnrolment, 'enrolment_code');
      const ver = account.tokenVersion ?? 0;
      const token = await tokens.sign({ sub: account.username, kind: account.kind, ver, amr });
      return { type: 'success' as const, data: SECOND_FACTOR.enrolled, recoveryCodes, token };
    },

    /** The admin's reset of a lost factor: the account signs in with its password next. */
    async reset(username: string) {
      if (!(await accounts.resetSecondFactor(username)))
        throw notFound(SECOND_FACTOR.noAccount, 'not_found');
      return { type: 'success' as const, data: SECOND_FACTOR.reset };
    },

    /**
     * Checks a login's code: six digits from the app, each time step taken once, or an unused
     * recovery code, used up. Anything else is a 401 (counted by the code step's limit).
     */
    async checkCode(account: AccountDoc, code: string): Promise<void> {
      const wrong = () => unauthorized(SECOND_FACTOR.wrongCode, 'wrong_code');
      // Recovery codes come with the app or with a first passkey; a factor reset removes them.
      if (looksLikeRecoveryCode(code)) {
        if (await accounts.useRecoveryCode(account.username, recoveryCodeHash(code))) return;
        throw wrong();
      }
      // A factor reset since the password step: that step no longer stands for two.
      if (account.totpSecret === undefined) throw wrong();
      const secret = box.open(account.totpSecret, account.username);
      const step = totpStep(secret, code, clock.now());
      if (step !== null && (await accounts.takeTotpStep(account.username, step))) return;
      throw wrong();
    },
  };
}
export type SecondFactorService = ReturnType<typeof secondFactorService>;
