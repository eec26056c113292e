import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { facilitatorCalls, playerCalls, scenarioCalls } from '@dojo/protocol';
import type { Config } from '../config';
import { bearerToken } from './bearer';
import { makeLimiter, refuse, spend, type Limiter, type LimiterFactory } from './limiter';

const MINUTE = 60;
const TEN_MINUTES = 10 * MINUTE;
const TOO_MANY = 'Too many requests. Please wait a minute and try again.';
const TOO_MANY_JOINS = 'Too many players joined from your network. Please wait a few minutes.';

export type RateLimitConfig = Pick<
  Config,
  | 'API_RATE_LIMIT'
  | 'EXERCISE_RATE_LIMIT'
  | 'ANONYMOUS_RATE_LIMIT'
  | 'TOKEN_RATE_LIMIT'
  | 'JOIN_RATE_LIMIT'
  | 'UPLOAD_RATE_LIMIT'
>;

/**
 * Who a request's credential names, for counting only: an account, a player (and its
 * exercise), a facilitator link (`key` never holds the secret itself), or nobody (no
 * credential, or one that does not verify).
 */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'account'; key: string }
  | { kind: 'player'; key: string; exercise: string }
  | { kind: 'link'; key: string };

/** Reads a credential without touching the store (a JWT's signature, a link's shape). */
export type IdentifyCaller = (token: string) => Promise<Caller>;

/** The calls whose `token` is a link secret being looked up, not a credential. */
const LOOKUPS = new Set([
  playerCalls.loginToken.path,
  facilitatorCalls.loginJWTFacilitator.path,
  playerCalls.joinFacilitated.path,
]);
const JOIN = playerCalls.joinFacilitated.path;
const UPLOADS = new Set([scenarioCalls.uploadImage.path, scenarioCalls.uploadVideo.path]);
/** Answers that mean a looked-up link does not exist (or no longer does). */
const NOT_FOUND = new Set([401, 404]);
/**
 * Marks a link look-up that found nothing although it answers 200 (loginToken answers an
 * unknown link with the not-found page's answer, so the player's browser logs no failed
 * request): the rate limit counts it as a miss all the same.
 */
export function lookupMissed(req: Request): void {
  if (req.res) req.res.locals.lookupMissed = true;
}

const missed = (res: Response, status: number) =>
  NOT_FOUND.has(status) || res.locals.lookupMissed === true;

/** A join refused because the facilitator has not opened yet: the page retries every 5 s. */
const NOT_OPEN_YET = 403;

function credentialOf(req: Request): string | undefined {
  const bearer = bearerToken(req);
  if (bearer !== undefined) return bearer;
  const body = (req.body ?? {}) as Record<string, unknown>;
  const query = (req.query ?? {}) as Record<string, unknown>;
  const token = typeof body.token === 'string' ? body.token : query.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * Requests on /api (docs/security.md). An office's staff and players share one public
 * address, so a signed-in call counts against its principal (the account; the player and,
 * together, its exercise; the facilitator link), never the address. Only anonymous calls
 * (logins, link look-ups, joins, the catalogue, a credential that does not verify) count
 * per address, in a bucket sized for an office. Guessing is bounded by what fails: link
 * look-ups that find nothing, facilitator calls whose link is unknown (and failed logins,
 * loginRateLimit.ts). Uploads count per account. Runs after the JSON body is read, since
 * most calls carry their token in the body; a body that does not parse counts as anonymous.
 */
export function apiRateLimits(
  config: RateLimitConfig,
  identify: IdentifyCaller,
  limiters: LimiterFactory = makeLimiter,
): { limit: RequestHandler; unreadable: ErrorRequestHandler } {
  const anonymous = limiters('anonymous', config.ANONYMOUS_RATE_LIMIT, MINUTE);
  const principal = limiters('principal', config.API_RATE_LIMIT, MINUTE);
  const exercise = limiters('exercise', config.EXERCISE_RATE_LIMIT, MINUTE);
  const failedLookups = limiters('token', config.TOKEN_RATE_LIMIT, MINUTE);
  const joins = limiters('join', config.JOIN_RATE_LIMIT, TEN_MINUTES);
  const uploads = limiters('upload', config.UPLOAD_RATE_LIMIT, TEN_MINUTES);

  /** Spends from each counter in turn; the first refusal answers 429. */
  async function spendAll(res: Response, counters: [Limiter, string, string][]) {
    for (const [limiter, key, message] of counters) {
      const wait = await spend(limiter, key);
      if (wait !== null) {
        refuse(res, wait, message);
        return false;
      }
    }
    return true;
  }

  /**
   * Spends a point before the answer, so a burst cannot pass the limit while its first
   * answers are still on their way, and gives it back when the answer says it should not
   * have counted (a link that was found, a join the facilitator has not opened yet).
   */
  async function spendUnless(
    res: Response,
    limiter: Limiter,
    key: string,
    message: string,
    refunded: (status: number) => boolean,
  ) {
    if (!(await spendAll(res, [[limiter, key, message]]))) return false;
    res.once('finish', () => {
      if (refunded(res.statusCode)) void limiter.reward(key, 1).catch(() => undefined);
    });
    return true;
  }

  async function check(req: Request, res: Response): Promise<boolean> {
    const address = req.ip ?? 'unknown';
    const path = req.baseUrl + req.path;
    const token = credentialOf(req);
    const caller: Caller =
      token === undefined || LOOKUPS.has(path) ? { kind: 'anonymous' } : await identify(token);
    switch (caller.kind) {
      case 'anonymous': {
        if (path === JOIN) {
          // Before Open a join enters the waiting room (a 200 answer) and the page joins again
          // when Open is pushed, so a player makes about two joins; a join refused because the
          // session is not open (403) counts neither as a call nor as a join.
          const waiting = (status: number) => status === NOT_OPEN_YET;
          if (!(await spendUnless(res, anonymous, address, TOO_MANY, waiting))) return false;
          return spendUnless(res, joins, address, TOO_MANY_JOINS, waiting);
        }
        if (!(await spendAll(res, [[anonymous, address, TOO_MANY]]))) return false;
        if (LOOKUPS.has(path))
          return spendUnless(res, failedLookups, address, TOO_MANY, (s) => !missed(res, s));
        return true;
      }
      case 'link':
        if (!(await spendUnless(res, failedLookups, address, TOO_MANY, (s) => s !== 401)))
          return false;
        return spendAll(res, [[principal, `link:${caller.key}`, TOO_MANY]]);
      case 'player':
        return spendAll(res, [
          [principal, `player:${caller.key}`, TOO_MANY],
          [exercise, caller.exercise, TOO_MANY],
        ]);
      case 'account':
        return spendAll(res, [
          [principal, `account:${caller.key}`, TOO_MANY],
          ...(UPLOADS.has(path)
            ? [[uploads, caller.key, 'Too many uploads. Please wait a few minutes.'] as const]
            : []),
        ] as [Limiter, string, string][]);
    }
  }

  return {
    limit: (req, res, next) => {
      check(req, res).then((go) => {
        if (go) next();
      }, next);
    },
    // A body that could not be read names no one: it costs the address, then fails as before.
    unreadable: (error: unknown, req, res, next) => {
      spend(anonymous, req.ip ?? 'unknown').then(
        (wait) => (wait === null ? next(error) : refuse(res, wait, TOO_MANY)),
        next,
      );
    },
  };
}
