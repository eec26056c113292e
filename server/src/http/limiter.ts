import type { Response } from 'express';
import type { Db } from 'mongodb';
import {
  RateLimiterMemory,
  RateLimiterMongo,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { failure } from '../errors';

/**
 * One counter: `points` per `seconds`, by key. Every limiter is made by a LimiterFactory the
 * composition root picks once (docs/scaling.md): this process's memory on the embedded store,
 * one MongoDB collection every server process shares on MongoDB (docs/security.md).
 */
export type Limiter = RateLimiterAbstract;

export type LimiterFactory = (name: string, points: number, seconds: number) => Limiter;

/** Counters in this process's memory (the embedded store: one process). */
export const makeLimiter: LimiterFactory = (name, points, seconds) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });

/** The one collection holding every shared counter, keyed `<name>:<key>`, expired by TTL. */
export const RATE_LIMITS_COLLECTION = 'rateLimits';

/**
 * Counters in MongoDB, so every server process spends from the same ones. While MongoDB does
 * not answer, this process's memory counts instead (rate-limiter-flexible's insurance limiter),
 * so a database hiccup never turns every request into an error.
 */
export function mongoLimiters(db: Db): LimiterFactory {
  return (name, points, seconds) =>
    new RateLimiterMongo({
      storeClient: db,
      tableName: RATE_LIMITS_COLLECTION,
      keyPrefix: name,
      points,
      duration: seconds,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: seconds }),
    });
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

/** 429 with Retry-After (seconds) and the `{type:'failed', data, code}` every refusal has. */
export function refuse(res: Response, waitMs: number, message: string): void {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  res.status(429).json(failure('rate_limited', message));
}
