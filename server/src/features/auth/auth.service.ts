import {
  authEvents,
  PASSWORD_CHANGE,
  type CustomerSession,
  type Level,
  type Session,
} from '@dojo/protocol';
import { conflict, forbidden, unauthorized } from '../../errors';
import type { Publisher } from '../../realtime/publisher';
import type { ClientsRepo } from '../clients/clients.repo';
import type {
  AccountDoc,
  AccountsRepo,
  CustomerAccountDoc,
  StaffAccountDoc,
} from './accounts.repo';
import type { SecondFactorService } from './secondFactor.service';
import { factorsOf } from './passkeys/relyingParty';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import type { CustomerPrincipal, Principal } from '../../core/principal';
import type { Amr, Claims, TokenService } from './tokens';

const WRONG_CREDENTIALS = 'Incorrect username or password.';

export function accountScope(username: string): string {
  return `account:${username.toLowerCase()}`;
}

/** The room of every socket opened with one token (not a scope: never pushed to). */
export function sessionRoom(jti: string): string {
  return `session:${jti}`;
}

export function authService(deps: {
  accounts: AccountsRepo;
  clients: ClientsRepo;
  tokens: TokenService;
  publisher: Publisher;
  secondFactor: SecondFactorService;
}) {
  const { accounts, clients, tokens, publisher, secondFactor } = deps;

  async function checkCredentials(username: string, password: string) {
    const account = await accounts.findByUsername(username);
    const valid = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH);
    if (!account || !valid) throw unauthorized(WRONG_CREDENTIALS, 'wrong_credentials');
    return account;
  }

  /** The client's level and its Client Gateway logo (the portal header shows it). */
  async function clientOf(name: string): Promise<{ level: Level; logoUrl: string }> {
    const client = await clients.findByName(name);
    return {
      level: client?.level ?? 0,
      logoUrl: client?.configuration.branding_logo_url ?? '',
    };
  }

  async function customerSession(account: CustomerAccountDoc): Promise<CustomerSession> {
    const { level, logoUrl } = await clientOf(account.client);
    return {
      kind: 'customer',
      user: account.username,
      client: account.client,
      role: account.role,
      agreed: account.agreed,
      level,
      logoUrl,
    };
  }

  /** The answer of a login that is complete: a session token for the account. */
  async function customerLogin(account: CustomerAccountDoc, amr?: Amr[]) {
    const { role, agreed, level } = await customerSession(account);
    const ver = account.tokenVersion ?? 0;
    const token = await tokens.sign({ sub: account.username, kind: 'customer', ver, amr });
    return { type: 'success' as const, data: account.username, token, role, agreed, level };
  }

  async function staffLogin(account: StaffAccountDoc, amr?: Amr[]) {
    const ver = account.tokenVersion ?? 0;
    const token = await tokens.sign({ sub: account.username, kind: 'staff', ver, amr });
    return { type: 'success' as const, data: account.username, token, role: account.role };
  }

  /** With a second factor the password only earns the code step's token (docs/auth.md). */
  const pendingToken = (account: AccountDoc) =>
    tokens.signPending({ sub: account.username, kind: account.kind });

  return {
    async loginCustomer(username: string, password: string) {
      const account = await checkCredentials(username, password);
      if (account.kind !== 'customer') throw unauthorized(WRONG_CREDENTIALS, 'wrong_credentials');
      const factors = factorsOf(account);
      const [secondFactor] = factors;
      if (secondFactor === undefined) return customerLogin(account);
      const { role, agreed, level } = await customerSession(account);
      const token = await pendingToken(account);
      return {
        type: 'success' as const,
        data: account.username,
        token,
        role,
        agreed,
        level,
        secondFactor,
        factors,
      };
    },

    async loginEditor(username: string, password: string) {
      const account = await checkCredentials(username, password);
      if (account.kind !== 'staff') throw unauthorized(WRONG_CREDENTIALS, 'wrong_credentials');
      const factors = factorsOf(account);
      const [secondFactor] = factors;
      if (secondFactor === undefined) return staffLogin(account);
      const token = await pendingToken(account);
      return {
        type: 'success' as const,
        data: account.username,
        token,
        role: account.role,
        secondFactor,
        factors,
      };
    },

    /** The login's second step: the code step's token and a one-time or recovery code. */
    async loginSecondFactor(pending: string, code: string) {
      const claims = await tokens.verifyPending(pending);
      const account = await accounts.findByUsername(claims.sub);
      if (!account || account.kind !== claims.kind)
        throw unauthorized('This account no longer exists.', 'account_missing');
      await secondFactor.checkCode(account, code);
      const amr: Amr[] = ['otp'];
      return account.kind === 'customer' ? customerLogin(account, amr) : staffLogin(account, amr);
    },

    /** The login's second step by passkey: `check` proves it for the account (passkeys/). */
    async loginPasskey(pending: string, check: (account: AccountDoc) => Promise<void>) {
      const claims = await tokens.verifyPending(pending);
      const account = await accounts.findByUsername(claims.sub);
      if (!account || account.kind !== claims.kind)
        throw unauthorized('This account no longer exists.', 'account_missing');
      await check(account);
      const amr: Amr[] = ['hwk'];
      return account.kind === 'customer' ? customerLogin(account, amr) : staffLogin(account, amr);
    },

    async agreeNda(principal: CustomerPrincipal) {
      await accounts.agreeNda(principal.user);
      const account = await accounts.findByUsername(principal.user);
      if (account?.kind === 'customer') {
        publisher.push(accountScope(principal.user), authEvents.accountUpdated, {
          ...(await customerSession(account)),
        });
      }
      return { type: 'success' as const, data: 'Thank you for agreeing to the NDA.' };
    },

    /** Ends this token, or with `everywhere` every token of the account. */
    async logout(principal: Principal, claims: Claims, everywhere: boolean) {
      if (everywhere) await accounts.revokeAllTokens(principal.user);
      else {
        const now = Math.floor(Date.now() / 1000);
        await accounts.revokeToken(principal.user, { jti: claims.jti, exp: claims.exp }, now);
      }
      return { type: 'success' as const, data: 'You are logged out.' };
    },

    /**
     * The account's own password: the current one must be right. The write ends every
     * session (and closes their sockets); this one goes on with the fresh token answered.
     * Of two changes at once, the one that finds the hash already replaced writes nothing.
     */
    async changePassword(
      principal: Principal,
      claims: Claims,
      currentPassword: string,
      newPassword: string,
    ) {
      const account = await accounts.findByUsername(principal.user);
      if (!account) throw unauthorized('This account no longer exists.', 'account_missing');
      if (!(await verifyPassword(currentPassword, account.passwordHash)))
        throw forbidden(PASSWORD_CHANGE.wrongCurrent, 'wrong_password');
      const hash = await hashPassword(newPassword);
      if (!(await accounts.changePassword(account.username, hash, account.passwordHash)))
        throw conflict(PASSWORD_CHANGE.changedMeanwhile);
      const ver = (account.tokenVersion ?? 0) + 1;
      // The fresh token keeps how this session signed in (with its second factor or not).
      const amr = claims.amr;
      const token = await tokens.sign({ sub: account.username, kind: account.kind, ver, amr });
      return { type: 'success' as const, data: PASSWORD_CHANGE.changed, token };
    },

    async session(principal: Principal): Promise<Session> {
      if (principal.kind === 'staff') return principal;
      const account = await accounts.findByUsername(principal.user);
      if (account?.kind !== 'customer') throw unauthorized('This account no longer exists.');
      return customerSession(account);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
