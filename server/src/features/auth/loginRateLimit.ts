import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins per address and username in a 15-minute window. Successful logins do not
 * count, so a user who types their password right is never locked out by the limit.
 */
export function loginRateLimit(limit: number): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const name = body.filename ?? body.username;
      const user = typeof name === 'string' ? name.trim().toLowerCase() : '';
      return `${ipKeyGenerator(req.ip ?? '')}|${user}`;
    },
    handler: (_req, res) => {
      res.status(429).json({
        type: 'failed',
        data: 'Too many failed login attempts. Please wait 15 minutes and try again.',
      });
    },
  });
}
