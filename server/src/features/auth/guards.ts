import { LOGIN_REQUIRED } from '@dojo/protocol';
import type { Request } from 'express';
import { forbidden, unauthorized } from '../../errors';
import { bearerToken } from '../../http/bearer';
import type { Guard } from '../../http/bind';
import type { AccountDoc, AccountsRepo } from './accounts.repo';
import type {
  AnyPrincipal,
  CustomerPrincipal,
  PlayerPrincipal,
  Principal,
  StaffPrincipal,
} from '../../core/principal';
import type { Claims, TokenService } from './tokens';
import type { FactorPolicy } from './factorPolicy';

const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** Signed under an older token version (logout everywhere, new password), or logged out. */
function isRevoked(account: AccountDoc, claims: Claims): boolean {
  if ((claims.ver ?? -1) !== (account.tokenVersion ?? 0)) return true;
  return (account.revokedTokens ?? []).some((revoked) => revoked.jti === claims.jti);
}

function toPrincipal(account: AccountDoc): Principal {
  return account.kind === 'customer'
    ? { kind: 'customer', user: account.username, client: account.client, role: account.role }
    : { kind: 'staff', user: account.username, role: account.role };
}

/** The token travels as a body field (the specs) or an Authorization bearer header. */
function tokenFrom(req: Request, input: Record<string, unknown>): string {
  const bearer = bearerToken(req);
  if (bearer !== undefined) return bearer;
  if (typeof input.token === 'string' && input.token.length > 0) return input.token;
  throw unauthorized(LOGIN_REQUIRED, 'login_required');
}

/** Re-reads a verified player token's player (the player feature), or refuses it. */
export type PlayerResolver = (
  playerId: string,
  exerciseId: string,
  /** A REST call's principal, for that call alone: the player read may be handed on. */
  forOneCall?: boolean,
) => Promise<PlayerPrincipal>;

const PLAYERS_ONLY = 'This needs an exercise link.';

/** Role guards shared by every route (via `bind`) and the socket handshake. */
export function createGuards(
  tokens: TokenService,
  accounts: AccountsRepo,
  players?: PlayerResolver,
  /** Told of every call a session makes (its last-seen time, docs/auth.md "Sessions"). */
  seen?: (jti: string) => void,
  /** Who must have a second factor (docs/auth.md, "Who must have one"); none: nobody. */
  policy?: FactorPolicy,
) {
  /** Verifies the token, then re-reads the account so a removed account loses access at once. */
  async function principalOf(token: string): Promise<Principal> {
    return accountOf(await tokens.verify(token));
  }

  /** The account's principal and the verified claims (logout needs the token's id). */
  async function sessionOf(token: string): Promise<{ principal: Principal; claims: Claims }> {
    const claims = await tokens.verify(token);
    return { principal: await accountOf(claims), claims };
  }

  async function playerOf(claims: Claims, forOneCall = false): Promise<PlayerPrincipal> {
    if (claims.kind !== 'player' || !claims.exercise || !players) throw forbidden(PLAYERS_ONLY);
    return players(claims.sub, claims.exercise, forOneCall);
  }

  /** The socket handshake accepts an account's token or a player's. */
  async function anyPrincipalOf(token: string): Promise<AnyPrincipal> {
    return (await anySessionOf(token)).principal;
  }

  /** The same, with the verified claims (a socket joins its token's room, to end with it). */
  async function anySessionOf(token: string): Promise<{ principal: AnyPrincipal; claims: Claims }> {
    const claims = await tokens.verify(token);
    const principal = claims.kind === 'player' ? await playerOf(claims) : await accountOf(claims);
    return { principal, claims };
  }

  /**
   * The account behind verified claims. `enrolling` lets through an account the second-factor
   * rules would stop: the calls that set a factor up, sign out or show who is signed in.
   */
  async function accountOf(claims: Claims, enrolling = false): Promise<Principal> {
    if (claims.kind === 'player') throw forbidden('An exercise link cannot do this.');
    const account = await accounts.findByUsername(claims.sub);
    if (!account || account.kind !== claims.kind) {
      throw unauthorized('This account no longer exists.', 'account_missing');
    }
    if (isRevoked(account, claims)) throw unauthorized(SESSION_ENDED, 'session_revoked');
    if (!enrolling) await policy?.check(account, claims);
    seen?.(claims.jti);
    return toPrincipal(account);
  }

  const anyone: Guard<null> = async () => null;

  const signedIn: Guard<Principal> = (req, input) => principalOf(tokenFrom(req, input));

  const session: Guard<{ principal: Principal; claims: Claims }> = (req, input) =>
    sessionOf(tokenFrom(req, input));

  /** Any account, even one the second-factor rules stop: setting a factor up, signing out. */
  const enrolling: Guard<Principal> = async (req, input) =>
    accountOf(await tokens.verify(tokenFrom(req, input)), true);

  const enrollingSession: Guard<{ principal: Principal; claims: Claims }> = async (req, input) => {
    const claims = await tokens.verify(tokenFrom(req, input));
    return { principal: await accountOf(claims, true), claims };
  };

  const customer: Guard<CustomerPrincipal> = async (req, input) => {
    const principal = await signedIn(req, input);
    if (principal.kind !== 'customer') throw forbidden('This needs a customer account.');
    return principal;
  };

  /** Results and mail about exercises: a customer (owner or trainer) or the admin, not an editor. */
  const customerOrAdmin: Guard<Principal> = async (req, input) => {
    const principal = await signedIn(req, input);
    if (principal.kind === 'staff' && principal.role !== 'admin')
      throw forbidden('This needs a customer or admin account.');
    return principal;
  };

  const staff: Guard<StaffPrincipal> = async (req, input) => {
    const principal = await signedIn(req, input);
    if (principal.kind !== 'staff') throw forbidden('This needs an editor or admin account.');
    return principal;
  };

  const admin: Guard<StaffPrincipal> = async (req, input) => {
    const principal = await staff(req, input);
    if (principal.role !== 'admin') throw forbidden('This needs an admin account.');
    return principal;
  };

  /** A player's calls: the token is the player JWT that loginToken answered. */
  const player: Guard<PlayerPrincipal> = async (req, input) =>
    playerOf(await tokens.verify(tokenFrom(req, input)), true);

  /** Calls both the back office and players make (loadPDF): an editor/admin or a player. */
  const staffOrPlayer: Guard<StaffPrincipal | PlayerPrincipal> = async (req, input) => {
    const principal = await anyPrincipalOf(tokenFrom(req, input));
    if (principal.kind === 'customer')
      throw forbidden('This needs an editor account or an exercise link.');
    return principal;
  };

  return {
    principalOf,
    anyPrincipalOf,
    anySessionOf,
    anyone,
    signedIn,
    session,
    enrolling,
    enrollingSession,
    customer,
    customerOrAdmin,
    staff,
    admin,
    player,
    staffOrPlayer,
  };
}
export type Guards = ReturnType<typeof createGuards>;
