import { exponential } from 'agenda';
import type { Logger } from '../../../logger';
import type { Jobs } from '../../jobs/jobs';
import { postOutbound, type OutboundOptions } from '../outbound';
import type { LearningRecordsRepo, LrsDoc, StatementDoc } from './learningRecords.repo';

export const SEND_JOB = 'xapi.send';

export interface LrsSettings extends OutboundOptions {
  /** The first wait before a retry; each next one doubles (at most an hour), never given up. */
  retryDelayMs: number;
}

/** The statements resource of an xAPI endpoint, for one statement id (PUT: idempotent). */
export function statementUrl(endpoint: string, id: string): string {
  const base = endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
  return `${base}statements?statementId=${encodeURIComponent(id)}`;
}

/**
 * Sends each player's statements to their client's LRS in the player's order through the job
 * queue (docs/integrations.md, "Learning records"). One job per statement; each sends its
 * player's pending statements from the earliest, stopping at the first the LRS refuses, so a
 * statement never overtakes an earlier one and the job retries with a doubling wait until
 * the LRS accepts. PUT with the statement's own id: a repeat is the same statement.
 */
export function lrsSender(deps: {
  repo: LearningRecordsRepo;
  jobs: Jobs;
  now: () => number;
  logger: Logger;
  settings: LrsSettings;
}) {
  const { repo, jobs, now, logger, settings } = deps;
  const iso = () => new Date(now()).toISOString();
  /** One player's sends at a time in this process (another process's repeat is harmless). */
  const players = new Map<string, Promise<void>>();

  async function put(lrs: LrsDoc, doc: StatementDoc): Promise<{ ok: boolean; answer: string }> {
    const basic = Buffer.from(`${lrs.username}:${lrs.secret}`).toString('base64');
    const headers = { authorization: `Basic ${basic}`, 'x-experience-api-version': '1.0.3' };
    try {
      const url = statementUrl(lrs.endpoint, doc._id);
      const answer = await postOutbound(url, doc.statement, headers, settings, 'PUT');
      const words = `${answer.status}${answer.body ? ` ${answer.body.replace(/\s+/g, ' ').slice(0, 150)}` : ''}`;
      return { ok: answer.status >= 200 && answer.status < 300, answer: words };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, answer: message.slice(0, 190) };
    }
  }

  /** Sends the player's pending statements in order until `id` is sent or one is refused. */
  async function flush(playerId: string, id: string): Promise<void> {
    for (;;) {
      const [next] = await repo.pendingFor(playerId);
      if (!next) return;
      const lrs = await repo.findStore(next.client);
      // No store any more: its pending statements went with it (removeStore).
      if (!lrs) return;
      const result = await put(lrs, next);
      await repo.recordAttempt(next._id, result.ok, iso(), result.answer);
      if (!result.ok) throw new Error(`LRS refused statement ${next._id}: ${result.answer}`);
      if (next._id === id) return;
    }
  }

  function send(key: string): Promise<void> {
    const [playerId = '', id = ''] = key.split('/');
    const before = players.get(playerId) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(() => flush(playerId, id));
    const settled = run.catch(() => undefined);
    players.set(playerId, settled);
    void settled.then(() => {
      if (players.get(playerId) === settled) players.delete(playerId);
    });
    return run.catch((error: unknown) => {
      logger.info({ player: playerId, err: error }, 'learning record store refused; retrying');
      throw error;
    });
  }

  jobs.define<{ key: string }>(SEND_JOB, ({ key }) => send(key), {
    concurrency: 5,
    lockLifetimeMs: 60_000,
    removeOnComplete: true,
    backoff: exponential({
      delay: settings.retryDelayMs,
      maxRetries: Number.POSITIVE_INFINITY,
      maxDelay: 3_600_000,
    }),
  });

  const schedule = (doc: Pick<StatementDoc, '_id' | 'playerId'>) =>
    jobs.scheduleOnce(SEND_JOB, new Date(now()), { key: `${doc.playerId}/${doc._id}` });

  return {
    /** Stores each statement (a known id changes nothing) and queues the new ones' sends. */
    async enqueue(docs: readonly StatementDoc[]): Promise<void> {
      for (const doc of docs) if (await repo.add(doc)) await schedule(doc);
    },
    /** At start: every statement not accepted yet is queued (a crash between store and queue). */
    async resume(): Promise<void> {
      for (const doc of await repo.pendingAll()) await schedule(doc);
    },
  };
}
export type LrsSender = ReturnType<typeof lrsSender>;
