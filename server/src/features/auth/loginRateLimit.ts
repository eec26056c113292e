import type { RequestHandler } from 'express';
import type { Config } from '../../config';
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
  'LOGIN_RATE_LIMIT' | 'LOGIN_USER_RATE_LIMIT' | 'LOGIN_ADDRESS_RATE_LIMIT'
>;

/**
 * Failed logins in a 15-minute window, counted three ways (docs/security.md): per address
 * and username, per username from any address (a spread-out guess at one account), and per
 * address for any username (one address trying many accounts). Only failures count, and a
 * right password clears its address-and-username count, so a user who types it right is
 * never locked out by someone else's typing at their own desk.
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
    const counters: [Limiter, string][] = [
      [pair, `${ip}|${username}`],
      [user, username],
      [address, ip],
    ];
    void (async () => {
      for (const [limiter, key] of counters) {
        const wait = await exhausted(limiter, key);
        if (wait !== null) return refuse(res, wait, MESSAGE);
      }
      res.once('finish', () => {
        if (res.statusCode === 401) {
          for (const [limiter, key] of counters) void limiter.penalty(key, 1);
        } else if (res.statusCode === 200) void pair.delete(`${ip}|${username}`);
      });
      next();
    })().catch(next);
  };
}
