import {
  PASSKEYS,
  PASSKEYS_PER_ACCOUNT,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  type PasskeySummary,
} from '@dojo/protocol';
import type { z } from 'zod';
import type { authCalls } from '@dojo/protocol';
import type { Clock } from '../../../core/clock';
import { loadWebAuthn } from '../../../core/lazyLibraries';
import { newRecoveryCodes, recoveryCodeHash } from '../secondFactor';
import type { Principal } from '../../../core/principal';
import { badRequest, notFound, unauthorized } from '../../../errors';
import type { AccountDoc, AccountsRepo, StoredPasskey } from '../accounts.repo';
import type { Amr, TokenService } from '../tokens';
import type { CeremoniesRepo, CeremonyPurpose } from './ceremonies.repo';
import { passkeysOf, type RelyingParty } from './relyingParty';

type Registration = z.infer<typeof authCalls.finishPasskeyRegistration.request>['response'];
type Assertion = z.infer<typeof authCalls.finishPasskeySignIn.request>['response'];

/** A ceremony's challenge is good this long (the browser's own timeout is shorter). */
export const CEREMONY_MS = 5 * 60_000;
const BROWSER_TIMEOUT_MS = 120_000;
const RP_NAME = 'Incident Dojo';
/** What a session signed in with a passkey names (RFC 8176: proof of a hardware-bound key). */
const amr: Amr[] = ['hwk'];

const ceremonyEnded = () => badRequest(PASSKEYS.ceremonyEnded, 'passkey_ceremony');
const refused = () => unauthorized(PASSKEYS.refused, 'passkey_refused');

/**
 * Passkeys as a second factor (docs/auth.md, "Passkeys"): WebAuthn's two ceremonies, each
 * checked by @simplewebauthn/server against a challenge this server keeps (ceremonies.repo).
 * Registration needs a signed-in session; the sign-in ceremony is the login's second step.
 */
export function passkeysService(deps: {
  accounts: AccountsRepo;
  ceremonies: CeremoniesRepo;
  clock: Clock;
  tokens: TokenService;
}) {
  const { accounts, ceremonies, clock, tokens } = deps;

  async function accountOf(username: string): Promise<AccountDoc> {
    const account = await accounts.findByUsername(username);
    if (!account) throw unauthorized('This account no longer exists.', 'account_missing');
    return account;
  }

  async function challengeOf(ceremony: string, account: AccountDoc, purpose: CeremonyPurpose) {
    return ceremonies.take(ceremony, account._id, purpose, clock.now());
  }

  const start = (account: AccountDoc, purpose: CeremonyPurpose, challenge: string) =>
    ceremonies.start(
      { username: account._id, purpose, challenge, expiresAt: clock.now() + CEREMONY_MS },
      clock.now(),
    );

  /**
   * Recovery codes for an account whose first factor is a passkey (no authenticator app and no
   * codes yet): answered once, here, and kept hashed, each good once at the code step.
   */
  async function firstRecoveryCodes(account: AccountDoc): Promise<string[] | undefined> {
    if (account.totpSecret !== undefined || account.recoveryCodes !== undefined) return undefined;
    const codes = newRecoveryCodes();
    const given = await accounts.giveRecoveryCodes(account.username, codes.map(recoveryCodeHash));
    return given ? codes : undefined;
  }

  return {
    async startRegistration(principal: Principal, rp: RelyingParty) {
      const account = await accountOf(principal.user);
      const own = passkeysOf(account);
      if (own.length >= PASSKEYS_PER_ACCOUNT) throw badRequest(PASSKEYS.tooMany, 'too_many');
      const { generateRegistrationOptions } = await loadWebAuthn();
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rp.id,
        userName: account.username,
        attestationType: 'none',
        timeout: BROWSER_TIMEOUT_MS,
        // The same authenticator twice on one account adds nothing.
        excludeCredentials: own.map(({ id, transports }) => ({ id, transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      const ceremony = await start(account, 'register', options.challenge);
      // The wire's schema (protocol) types the library's options and keeps only its fields.
      return { type: 'success' as const, ceremony, options: PasskeyCreationOptions.parse(options) };
    },

    /** Keeps the new passkey; answers a session token that counts as signed in with it. */
    async finishRegistration(
      principal: Principal,
      rp: RelyingParty,
      input: { ceremony: string; name: string; response: Registration },
    ) {
      const account = await accountOf(principal.user);
      const challenge = await challengeOf(input.ceremony, account, 'register');
      if (challenge === null) throw ceremonyEnded();
      const invalid = () => badRequest(PASSKEYS.refused, 'passkey_invalid');
      const { verifyRegistrationResponse, isoBase64URL } = await loadWebAuthn();
      const verified = await verifyRegistrationResponse({
        response: input.response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified) throw invalid();
      const { credential } = verified.registrationInfo;
      if (passkeysOf(account).length >= PASSKEYS_PER_ACCOUNT)
        throw badRequest(PASSKEYS.tooMany, 'too_many');
      if (await accounts.passkeyTaken(credential.id))
        throw badRequest(PASSKEYS.alreadyAdded, 'passkey_invalid');
      const passkey: StoredPasskey = {
        id: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        ...(credential.transports ? { transports: credential.transports } : {}),
        name: input.name,
        createdAt: new Date(clock.now()).toISOString(),
      };
      if (!(await accounts.addPasskey(account.username, passkey)))
        throw badRequest(PASSKEYS.alreadyAdded, 'passkey_invalid');
      const ver = account.tokenVersion ?? 0;
      const token = await tokens.sign({ sub: account.username, kind: account.kind, ver, amr });
      const recoveryCodes = await firstRecoveryCodes(account);
      return {
        type: 'success' as const,
        data: PASSKEYS.added,
        token,
        name: passkey.name,
        ...(recoveryCodes ? { recoveryCodes } : {}),
      };
    },

    async list(principal: Principal) {
      const account = await accountOf(principal.user);
      const passkeys: PasskeySummary[] = passkeysOf(account)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(({ id, name, createdAt, lastUsedAt }) => ({
          id,
          name,
          createdAt,
          ...(lastUsedAt === undefined ? {} : { lastUsedAt }),
        }));
      return { type: 'success' as const, passkeys };
    },

    /** Removes one of the account's own passkeys; answers its name for the audit log. */
    async remove(principal: Principal, id: string) {
      const account = await accountOf(principal.user);
      const passkey = passkeysOf(account).find((one) => one.id === id);
      if (!passkey || !(await accounts.removePasskey(account.username, id)))
        throw notFound(PASSKEYS.notFound, 'not_found');
      return { type: 'success' as const, data: PASSKEYS.removed, name: passkey.name };
    },

    /** The login's second step, begun with the password step's token. */
    async startSignIn(pendingToken: string, rp: RelyingParty) {
      const claims = await tokens.verifyPending(pendingToken);
      const account = await accountOf(claims.sub);
      const own = passkeysOf(account);
      if (own.length === 0) throw refused();
      const { generateAuthenticationOptions } = await loadWebAuthn();
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: BROWSER_TIMEOUT_MS,
        allowCredentials: own.map(({ id, transports }) => ({ id, transports })),
        userVerification: 'preferred',
      });
      const ceremony = await start(account, 'sign_in', options.challenge);
      return { type: 'success' as const, ceremony, options: PasskeyRequestOptions.parse(options) };
    },

    /**
     * Checks the passkey's answer for the account the step's token names: one of its own
     * passkeys, the kept challenge (used up here), this site, a valid signature, and a counter
     * that moved on (a cloned authenticator's would not). Anything else is a 401.
     */
    async checkSignIn(
      account: AccountDoc,
      rp: RelyingParty,
      input: { ceremony: string; response: Assertion },
    ): Promise<void> {
      const challenge = await challengeOf(input.ceremony, account, 'sign_in');
      if (challenge === null) throw ceremonyEnded();
      const passkey = passkeysOf(account).find((one) => one.id === input.response.id);
      if (!passkey) throw refused();
      const { verifyAuthenticationResponse, isoBase64URL } = await loadWebAuthn();
      const verified = await verifyAuthenticationResponse({
        response: input.response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.id,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          ...(passkey.transports ? { transports: passkey.transports } : {}),
        },
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified) throw refused();
      const { newCounter } = verified.authenticationInfo;
      const at = new Date(clock.now()).toISOString();
      const used = await accounts.usePasskey(
        account.username,
        passkey.id,
        passkey.counter,
        newCounter,
        at,
      );
      // Removed, or used by another sign-in, since it was read: that passkey proves nothing now.
      if (!used) throw refused();
    },
  };
}
export type PasskeysService = ReturnType<typeof passkeysService>;
