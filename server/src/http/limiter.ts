import type { Response } from 'express';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * One counter: `points` per `seconds`, by key. Kept in this process's memory today; every
 * limiter is made here, so a store-backed one (rate-limiter-flexible's RateLimiterMongo, for
 * several server processes) can replace it in one place (docs/security.md).
 */
export type Limiter = RateLimiterAbstract;

export function makeLimiter(name: string, points: number, seconds: number): Limiter {
  return new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });
}

/** Spends a point; the wait in ms when the key has none left, else null. */
export async function spend(limiter: Limiter, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
    throw refusal;
  }
}

/** The wait in ms when the key has spent every point, without spending one; else null. */
export async function exhausted(limiter: Limiter, key: string): Promise<number | null> {
  const state = await limiter.get(key);
  return state && state.consumedPoints >= limiter.points ? state.msBeforeNext : null;
}

/** 429 with Retry-After (seconds) and the `{type:'failed', data}` every refusal has. */
export function refuse(res: Response, waitMs: number, message: string): void {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  res.status(429).json({ type: 'failed', data: message });
}
