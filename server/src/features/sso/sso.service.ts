import { randomBytes } from 'node:crypto';
import { SSO_MESSAGES } from '@dojo/protocol';
import { forbidden, notFound, unauthorized } from '../../errors';
import type { Clock } from '../../core/clock';
import type { Logger } from '../../logger';
import type { AccountsRepo, AccountDoc } from '../auth/accounts.repo';
import { hashPassword } from '../auth/password';
import type { TokenService } from '../auth/tokens';
import type { ClientsRepo } from '../clients/clients.repo';
import {
  clientConnection,
  connectionById,
  domainAllowed,
  domainOf,
  grantOf,
  staffConnection,
  type Connection,
  type Grant,
  type StaffSignOnConfig,
} from './connections';
import type { RelyingParty } from './oidc';
import type { SsoRepo } from './sso.repo';

const FLOW_MS = 10 * 60_000;
const HANDOVER_MS = 60_000;

/** Why a sign-on was refused, for the login page's message (SSO_MESSAGES). */
export type SignOnRefusal = 'domain' | 'role' | 'failed';

export class SignOnRefused extends Error {
  constructor(
    readonly reason: SignOnRefusal,
    readonly person: string,
    detail: string,
  ) {
    super(detail);
  }
}

export function ssoService(deps: {
  repo: SsoRepo;
  accounts: AccountsRepo;
  clients: ClientsRepo;
  tokens: TokenService;
  relyingParty: RelyingParty;
  clock: Clock;
  config: StaffSignOnConfig;
  logger: Logger;
}) {
  const { repo, accounts, clients, tokens, relyingParty, clock, config } = deps;

  async function connectionForEmail(email: string): Promise<Connection | null> {
    const settings = await repo.settingsForDomain(domainOf(email));
    return settings ? clientConnection(settings) : null;
  }

  /** The account of this identity: linked before, or made now from the claims. */
  async function accountFor(connection: Connection, subject: string, email: string, grant: Grant) {
    const linked = await repo.identity(connection.id, subject);
    const username = linked?.username ?? email.toLowerCase();
    const account = await accounts.findByUsername(username);
    if (account) {
      if (!sameTenant(account, grant))
        throw new SignOnRefused('role', email, 'an account of another client has this e-mail');
      if (account.role !== grant.role) await accounts.setSignOnRole(account.username, grant.role);
    } else {
      await accounts.insert(await newAccount(username, email, grant));
    }
    if (!linked) await repo.linkIdentity(connection.id, subject, username);
    const fresh = await accounts.findByUsername(username);
    if (!fresh) throw new SignOnRefused('failed', email, 'the account went while signing in');
    return fresh;
  }

  async function newAccount(username: string, email: string, grant: Grant): Promise<AccountDoc> {
    // A password nobody knows: this account signs in through its provider.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const base = { _id: username, username, email, passwordHash };
    const createdAt = new Date(clock.now()).toISOString();
    return grant.kind === 'customer'
      ? {
          ...base,
          createdAt,
          kind: 'customer',
          role: grant.role,
          client: grant.client,
          agreed: false,
        }
      : { ...base, createdAt, kind: 'staff', role: grant.role };
  }

  return {
    /** Where the login page sends an e-mail whose domain signs in with its company. */
    async find(email: string) {
      const connection = await connectionForEmail(email);
      if (!connection) throw notFound(SSO_MESSAGES.notSetUp, 'sso_not_set_up');
      const settings = await repo.settingsForDomain(domainOf(email));
      return { passwordSignIn: settings?.passwordSignIn ?? true };
    },

    /** A new flow for this e-mail's client (or the staff provider): the provider's address. */
    async start(who: { email: string } | 'staff', redirectUri: string) {
      const connection =
        who === 'staff' ? staffConnection(config) : await connectionForEmail(who.email);
      if (!connection) throw notFound(SSO_MESSAGES.notSetUp, 'sso_not_set_up');
      const hint = who === 'staff' ? '' : who.email;
      const flow = await relyingParty.start(connection, redirectUri, hint);
      await repo.startFlow({
        _id: flow.state,
        connection: connection.id,
        codeVerifier: flow.codeVerifier,
        nonce: flow.nonce,
        expiresAt: clock.now() + FLOW_MS,
        expireAt: new Date(clock.now() + FLOW_MS),
      });
      return { url: flow.url, state: flow.state };
    },

    /**
     * The provider's answer: the state must be the one this browser started with (its cookie)
     * and a flow not taken yet; openid-client checks the rest. Answers a one-time handover.
     */
    async callback(callbackUrl: URL, browserState: string) {
      const state = callbackUrl.searchParams.get('state') ?? '';
      if (!state || state !== browserState)
        throw new SignOnRefused('failed', '', 'the state is not the one this browser started');
      const flow = await repo.takeFlow(state, clock.now());
      const connection = flow && (await connectionById(flow.connection, repo, config));
      if (!flow || !connection) throw new SignOnRefused('failed', '', 'no flow for this state');
      const verified = await relyingParty
        .finish(connection, callbackUrl, { ...flow, state })
        .catch((e) => {
          throw new SignOnRefused('failed', '', e instanceof Error ? e.message : 'check failed');
        });
      const email = typeof verified.claims.email === 'string' ? verified.claims.email : '';
      if (!email || verified.claims.email_verified === false)
        throw new SignOnRefused('failed', email, 'the provider gave no verified e-mail');
      if (!domainAllowed(connection, email))
        throw new SignOnRefused('domain', email, `domain ${domainOf(email)} not allowed`);
      const grant = grantOf(connection, verified.claims);
      if (!grant) {
        // No longer in the group: whatever it signed in as before loses access now.
        const linked = await repo.identity(connection.id, verified.subject);
        if (linked) await accounts.revokeAllTokens(linked.username);
        throw new SignOnRefused('role', email, 'no claim gives a role');
      }
      const account = await accountFor(connection, verified.subject, email, grant);
      const handover = randomBytes(32).toString('base64url');
      const expiresAt = clock.now() + HANDOVER_MS;
      await repo.giveHandover({
        _id: handover,
        username: account.username,
        expiresAt,
        expireAt: new Date(expiresAt),
      });
      return { handover, username: account.username };
    },

    /** The web app takes the session of a finished sign-on, once. */
    async complete(handover: string) {
      const taken = await repo.takeHandover(handover, clock.now());
      const account = taken && (await accounts.findByUsername(taken.username));
      if (!account) throw unauthorized(SSO_MESSAGES.handoverUsed, 'sso_failed');
      const ver = account.tokenVersion ?? 0;
      // The provider is trusted for the second factor (docs/auth.md, "Who must have one").
      const amr = ['fed' as const];
      const token = await tokens.sign({ sub: account.username, kind: account.kind, ver, amr });
      const base = { type: 'success' as const, data: account.username, token };
      if (account.kind === 'staff') return { ...base, kind: 'staff' as const, role: account.role };
      const level = (await clients.findByName(account.client))?.level ?? 0;
      const { role, agreed } = account;
      return { ...base, kind: 'customer' as const, role, agreed, level };
    },

    /** Whether the operator set a staff provider (the editor's login offers it then). */
    staffSignOnSet(): boolean {
      return staffConnection(config) !== null;
    },

    /** Refuses a password sign-in to an account of a client that turned it off. */
    async passwordAllowed(username: string) {
      const account = await accounts.findByUsername(username);
      if (account?.kind !== 'customer') return;
      const settings = await repo.settingsOf(account.client);
      if (settings && !settings.passwordSignIn)
        throw forbidden(SSO_MESSAGES.passwordOff, 'password_sign_in_off');
    },
  };
}
export type SsoService = ReturnType<typeof ssoService>;

function sameTenant(account: AccountDoc, grant: Grant): boolean {
  if (account.kind !== grant.kind) return false;
  return account.kind === 'staff' || (grant.kind === 'customer' && account.client === grant.client);
}
