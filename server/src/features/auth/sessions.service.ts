import Bowser from 'bowser';
import type { Request } from 'express';
import { decodeJwt } from 'jose';
import { SESSIONS, SESSIONS_LISTED, type SignedInSession } from '@dojo/protocol';
import type { Clock } from '../../core/clock';
import type { Principal } from '../../core/principal';
import { notFound, unauthorized } from '../../errors';
import type { AccountsRepo, SessionsEnded } from './accounts.repo';
import type { SessionDoc, SessionsRepo } from './sessions.repo';

/** Where a sign-in comes from, as the request shows it. */
export interface SignInFrom {
  userAgent: string;
  address: string;
}

export function signInFrom(req: Request): SignInFrom {
  return { userAgent: req.get('user-agent') ?? '', address: req.ip ?? '' };
}

/** "Chrome 131 on Linux", read from the user agent by a maintained parser (bowser). */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName() || 'Unknown browser';
  const major = parser.getBrowserVersion()?.split('.')[0] ?? '';
  const os = parser.getOSName();
  const named = major ? `${browser} ${major}` : browser;
  return (os ? `${named} on ${os}` : named).slice(0, 200);
}

/** A session's last-seen time is written at most this often (not one write per call). */
const SEEN_EVERY_MS = 60_000;
const SEEN_REMEMBERED = 10_000;

/**
 * The guards' hook: each call of a session moves its last-seen time, at most once a minute.
 * The write is not awaited and may fail without failing the call: the time is only shown.
 */
export function lastSeen(sessions: SessionsRepo, clock: Clock) {
  const written = new Map<string, number>();
  return (jti: string) => {
    const now = clock.now();
    if (now - (written.get(jti) ?? 0) < SEEN_EVERY_MS) return;
    if (written.size >= SEEN_REMEMBERED) written.delete(written.keys().next().value as string);
    written.delete(jti);
    written.set(jti, now);
    void sessions.seen(jti, new Date(now).toISOString()).catch(() => undefined);
  };
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Sessions people can see and end (docs/auth.md, "Sessions"). */
export function sessionsService(deps: {
  accounts: AccountsRepo;
  sessions: SessionsRepo;
  clock: Clock;
}) {
  const { accounts, sessions, clock } = deps;
  const nowIso = () => new Date(clock.now()).toISOString();

  function shown(session: SessionDoc, currentJti: string): SignedInSession {
    return {
      id: session._id,
      device: deviceOf(session.userAgent),
      address: session.address || 'Unknown address',
      signedInAt: session.signedInAt,
      lastSeenAt: session.lastSeenAt,
      current: session._id === currentJti,
    };
  }

  return {
    /** Records the session a sign-in (or a password change) just made with `token`. */
    async started(token: string, from: SignInFrom) {
      const { jti, sub, ver, exp } = decodeJwt(token);
      if (typeof jti !== 'string' || typeof sub !== 'string' || typeof exp !== 'number') return;
      const now = nowIso();
      await sessions.removeExpired(sub, now);
      await sessions.record({
        _id: jti,
        username: sub.toLowerCase(),
        ver: typeof ver === 'number' ? ver : 0,
        userAgent: from.userAgent,
        address: from.address,
        signedInAt: now,
        lastSeenAt: now,
        expiresAt: iso(exp),
      });
    },

    /** The caller's sessions still valid, the most recently seen first. */
    async list(principal: Principal, currentJti: string) {
      const account = await accounts.findByUsername(principal.user);
      if (!account) throw unauthorized('This account no longer exists.', 'account_missing');
      const revoked = new Set((account.revokedTokens ?? []).map((token) => token.jti));
      const now = nowIso();
      const found = await sessions.listOf(
        account.username,
        account.tokenVersion ?? 0,
        SESSIONS_LISTED + revoked.size,
      );
      const live = found.filter((s) => !revoked.has(s._id) && s.expiresAt > now);
      return {
        type: 'success' as const,
        sessions: live.slice(0, SESSIONS_LISTED).map((s) => shown(s, currentJti)),
      };
    },

    /** Ends one of the caller's own sessions; its sockets close (auth.feature.ts). */
    async end(principal: Principal, id: string) {
      const session = await sessions.find(id);
      if (!session || session.username !== principal.user.toLowerCase())
        throw notFound(SESSIONS.notFound);
      const exp = Math.floor(Date.parse(session.expiresAt) / 1000);
      await accounts.revokeToken(principal.user, { jti: id, exp }, Math.floor(clock.now() / 1000));
      const answer = { type: 'success' as const, data: SESSIONS.ended };
      return { answer, device: deviceOf(session.userAgent) };
    },

    /** After a write that ended sessions: their records go too. */
    async forget(ended: SessionsEnded) {
      if (ended.jti !== undefined) return sessions.remove(ended.jti);
      const account = await accounts.findByUsername(ended.username);
      await sessions.removeOf(ended.username, account ? (account.tokenVersion ?? 0) : undefined);
    },
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
