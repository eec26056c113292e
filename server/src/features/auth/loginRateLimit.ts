import type { RequestHandler } from 'express';
import type { Config } from '../../config';
import type { Guards } from './guards';
import type { TokenService } from './tokens';
import {
  exhausted,
  makeLimiter,
  refuse,
  type Limiter,
  type LimiterFactory,
} from '../../http/limiter';

const FIFTEEN_MINUTES = 15 * 60;
const MESSAGE = 'Too many failed login attempts. Please wait 15 minutes and try again.';

export type LoginLimitConfig = Pick<
  Config,
  'LOGIN_RATE_LIMIT' | 'LOGIN_USER_RATE_LIMIT' | 'LOGIN_ADDRESS_RATE_LIMIT' | 'LOGIN_SLOWDOWN_MS'
>;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Failed logins in a 15-minute window, counted three ways (docs/security.md). Per address
 * and username, and per address for any username, a spent count refuses (429): that locks
 * the guesser's address, not the account. Per username from any address (a guess spread over
 * many addresses), a spent count only slows every login to that username by
 * LOGIN_SLOWDOWN_MS: the right password, from an address that has not failed, still passes,
 * so nobody can lock a user out by typing wrong passwords for them. Only failures count, and
 * a right password clears its address-and-username count; it leaves the username's count,
 * which would otherwise hand a guesser a fresh allowance each time the user logs in.
 */
export function loginRateLimit(
  config: LoginLimitConfig,
  limiters: LimiterFactory = makeLimiter,
): RequestHandler {
  const pair = limiters('login-pair', config.LOGIN_RATE_LIMIT, FIFTEEN_MINUTES);
  const user = limiters('login-user', config.LOGIN_USER_RATE_LIMIT, FIFTEEN_MINUTES);
  const address = limiters('login-address', config.LOGIN_ADDRESS_RATE_LIMIT, FIFTEEN_MINUTES);

  return (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const name = body.filename ?? body.username;
    const username = typeof name === 'string' ? name.trim().toLowerCase().slice(0, 200) : '';
    const ip = req.ip ?? 'unknown';
    const refusing: [Limiter, string][] = [
      [pair, `${ip}|${username}`],
      [address, ip],
    ];
    void (async () => {
      for (const [limiter, key] of refusing) {
        const wait = await exhausted(limiter, key);
        if (wait !== null) return refuse(res, wait, MESSAGE);
      }
      if ((await exhausted(user, username)) !== null) await pause(config.LOGIN_SLOWDOWN_MS);
      res.once('finish', () => {
        if (res.statusCode === 401) {
          for (const [limiter, key] of [...refusing, [user, username] as const])
            void limiter.penalty(key, 1).catch(() => undefined);
        } else if (res.statusCode === 200) void pair.delete(`${ip}|${username}`);
      });
      next();
    })().catch(next);
  };
}

/**
 * Wrong current passwords given to change it, per account: `LOGIN_RATE_LIMIT` in 15 minutes,
 * then 429. Who is asking comes from the session (the guard); a caller without one is left to
 * the call's own guard (401).
 */
export function currentPasswordLimit(
  config: Pick<LoginLimitConfig, 'LOGIN_RATE_LIMIT'>,
  guards: Pick<Guards, 'enrolling'>,
  limiters: LimiterFactory = makeLimiter,
): RequestHandler {
  const wrong = limiters('password-current', config.LOGIN_RATE_LIMIT, FIFTEEN_MINUTES);
  return (req, res, next) => {
    void (async () => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      // The call itself is one an account the second-factor rules stop may make.
      const principal = await guards.enrolling(req, body).catch(() => null);
      if (!principal) return next();
      const key = `${principal.kind}:${principal.user}`;
      const wait = await exhausted(wrong, key);
      if (wait !== null) return refuse(res, wait, MESSAGE);
      res.once('finish', () => {
        if (res.statusCode === 403) void wrong.penalty(key, 1).catch(() => undefined);
      });
      next();
    })().catch(next);
  };
}

/**
 * Wrong codes at the login's second step, per account (whoever holds its password):
 * `LOGIN_RATE_LIMIT` in 15 minutes, then 429, so six digits cannot be guessed through.
 */
export function codeStepLimit(
  config: Pick<LoginLimitConfig, 'LOGIN_RATE_LIMIT'>,
  tokens: Pick<TokenService, 'verifyPending'>,
  limiters: LimiterFactory = makeLimiter,
): RequestHandler {
  const wrong = limiters('second-factor', config.LOGIN_RATE_LIMIT, FIFTEEN_MINUTES);
  return (req, res, next) => {
    void (async () => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const pending = typeof body.pendingToken === 'string' ? body.pendingToken : '';
      const claims = await tokens.verifyPending(pending).catch(() => null);
      if (!claims) return next();
      const key = `${claims.kind}:${claims.sub.toLowerCase()}`;
      const wait = await exhausted(wrong, key);
      if (wait !== null) return refuse(res, wait, MESSAGE);
      res.once('finish', () => {
        if (res.statusCode === 401) void wrong.penalty(key, 1).catch(() => undefined);
      });
      next();
    })().catch(next);
  };
}
