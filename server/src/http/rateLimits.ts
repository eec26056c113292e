import type { RequestHandler } from 'express';
import { facilitatorCalls, playerCalls, scenarioCalls } from '@dojo/protocol';
import type { Config } from '../config';
import { makeLimiter, refuse, spend, type Limiter, type LimiterFactory } from './limiter';

const MINUTE = 60;
const TEN_MINUTES = 10 * MINUTE;
const TOO_MANY = 'Too many requests. Please wait a minute and try again.';

export type RateLimitConfig = Pick<
  Config,
  'API_RATE_LIMIT' | 'TOKEN_RATE_LIMIT' | 'JOIN_RATE_LIMIT' | 'UPLOAD_RATE_LIMIT'
>;

/**
 * Requests per address on /api (docs/security.md): a generous limit on everything, and
 * tighter ones where a request guesses a secret (link look-ups), creates something for
 * anyone (facilitated joins) or costs disk (uploads). The address is `req.ip`, which reads
 * X-Forwarded-For only when TRUST_PROXY says which proxies to believe.
 */
export function apiRateLimits(
  config: RateLimitConfig,
  limiters: LimiterFactory = makeLimiter,
): RequestHandler {
  const general = limiters('api', config.API_RATE_LIMIT, MINUTE);
  const tighter = new Map<string, { limiter: Limiter; message: string }>();
  const lookups = limiters('token', config.TOKEN_RATE_LIMIT, MINUTE);
  for (const def of [playerCalls.loginToken, facilitatorCalls.loginJWTFacilitator])
    tighter.set(def.path, { limiter: lookups, message: TOO_MANY });
  tighter.set(playerCalls.joinFacilitated.path, {
    limiter: limiters('join', config.JOIN_RATE_LIMIT, TEN_MINUTES),
    message: 'Too many players joined from your network. Please wait a few minutes.',
  });
  const uploads = limiters('upload', config.UPLOAD_RATE_LIMIT, TEN_MINUTES);
  for (const def of [scenarioCalls.uploadImage, scenarioCalls.uploadVideo])
    tighter.set(def.path, {
      limiter: uploads,
      message: 'Too many uploads. Please wait a few minutes.',
    });

  return (req, res, next) => {
    const address = req.ip ?? 'unknown';
    const specific = tighter.get(req.baseUrl + req.path);
    void (async () => {
      const wait = await spend(general, address);
      if (wait !== null) return refuse(res, wait, TOO_MANY);
      if (specific) {
        const waitSpecific = await spend(specific.limiter, address);
        if (waitSpecific !== null) return refuse(res, waitSpecific, specific.message);
      }
      next();
    })().catch(next);
  };
}
