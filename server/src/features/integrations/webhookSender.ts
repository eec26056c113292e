import { createHash, randomBytes } from 'node:crypto';
import { exponential } from 'agenda';
import { Webhook as Signer } from 'standardwebhooks';
import { WEBHOOK_TEST_TYPE, type DeliveryState, type WebhookDelivery } from '@dojo/protocol';
import type { Logger } from '../../logger';
import type { Jobs } from '../jobs/jobs';
import { postOutbound, TargetRefused, type OutboundOptions } from './outbound';
import type { DeliveryDoc, HookSecret, WebhookDoc, WebhooksRepo } from './webhooks.repo';

export const DELIVER_JOB = 'webhook.deliver';

export interface SenderSettings extends OutboundOptions {
  /** Attempts after the first before a delivery is `failed`. */
  retries: number;
  /** The first wait before a retry; each next one doubles (at most an hour). */
  retryDelayMs: number;
}

/** A new secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The secrets that sign now: the current one, and a rotated-out one until its `until`. */
export function signingSecrets(secrets: readonly HookSecret[], now: number): string[] {
  return secrets
    .filter((secret) => !secret.until || Date.parse(secret.until) > now)
    .map((secret) => secret.secret);
}

/** One signature per live secret, space-separated (the specification's header form). */
export function signatureHeader(
  secrets: readonly string[],
  id: string,
  at: Date,
  payload: string,
): string {
  return secrets.map((secret) => new Signer(secret).sign(id, at, payload)).join(' ');
}

/** The message id: the same for the same hook and event, whichever process tells it. */
function messageId(hook: string, key: string): string {
  return `msg_${createHash('sha256').update(`${hook}\n${key}`).digest('base64url').slice(0, 32)}`;
}

export function toDelivery(doc: DeliveryDoc): WebhookDelivery {
  return {
    id: doc._id,
    hook: doc.hook,
    type: doc.type as WebhookDelivery['type'],
    state: doc.state,
    attempts: doc.attempts,
    createdAt: doc.createdAt,
    lastAttemptAt: doc.lastAttemptAt ?? null,
    lastAnswer: doc.lastAnswer ?? null,
  };
}

/**
 * Sends each webhook message through the job queue: stored first under its message id (an
 * event told twice is one message), one job per message, retried with a doubling wait while
 * the receiver fails, the same id and bytes on every attempt (docs/integrations.md).
 */
export function webhookSender(deps: {
  repo: WebhooksRepo;
  jobs: Jobs;
  now: () => number;
  /**
   * The signature's timestamp: the real time of sending, which receivers compare with their
   * own clocks (a test server's moved clock is the game's time, not the network's).
   */
  sentAt: () => number;
  logger: Logger;
  settings: SenderSettings;
}) {
  const { repo, jobs, now, sentAt, logger, settings } = deps;
  const iso = () => new Date(now()).toISOString();

  /** One POST of the stored bytes: the state it leaves and the receiver's answer in words. */
  async function attempt(
    delivery: DeliveryDoc,
    hook: WebhookDoc,
  ): Promise<{ ok: boolean; answer: string; refused: boolean }> {
    const at = new Date(sentAt());
    const headers = {
      'webhook-id': delivery._id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signatureHeader(
        signingSecrets(hook.secrets, now()),
        delivery._id,
        at,
        delivery.payload,
      ),
    };
    try {
      const answer = await postOutbound(hook.url, delivery.payload, headers, settings);
      const words = `${answer.status}${answer.body ? ` ${answer.body.replace(/\s+/g, ' ').slice(0, 150)}` : ''}`;
      return { ok: answer.status >= 200 && answer.status < 300, answer: words, refused: false };
    } catch (error) {
      const refused = error instanceof TargetRefused;
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, answer: message.slice(0, 190), refused };
    }
  }

  async function deliver(id: string): Promise<void> {
    const delivery = await repo.findDelivery(id);
    if (!delivery || delivery.state === 'delivered' || delivery.state === 'failed') return;
    const hook = await repo.find(delivery.hook);
    if (!hook) {
      await repo.recordAttempt(id, 'failed', iso(), 'The webhook was removed.');
      return;
    }
    const result = await attempt(delivery, hook);
    // A refused target never becomes reachable by waiting: it fails at once.
    const last = result.refused || delivery.attempts + 1 > settings.retries;
    const state: DeliveryState = result.ok ? 'delivered' : last ? 'failed' : 'failing';
    await repo.recordAttempt(id, state, iso(), result.answer);
    if (state === 'failing') throw new Error(`webhook ${id} refused: ${result.answer}`);
    if (state === 'failed') logger.warn({ delivery: id, hook: hook._id }, 'webhook failed');
  }

  jobs.define<{ key: string }>(DELIVER_JOB, ({ key }) => deliver(key), {
    concurrency: 10,
    lockLifetimeMs: 60_000,
    removeOnComplete: true,
    // Our own attempt count decides when to give up; agenda only spaces the retries.
    backoff: exponential({
      delay: settings.retryDelayMs,
      maxRetries: settings.retries + 1,
      maxDelay: 3_600_000,
    }),
  });

  return {
    /**
     * Stores one message of `type` for `hook` under the event's `key` and queues its send;
     * the same key again changes nothing.
     */
    async enqueue(
      hook: WebhookDoc,
      type: string,
      key: string,
      data: Record<string, unknown>,
      about: { exerciseId?: string; playerId?: string } = {},
    ): Promise<void> {
      const id = messageId(hook._id, key);
      const createdAt = iso();
      const stored = await repo.addDelivery({
        _id: id,
        hook: hook._id,
        client: hook.client,
        ...about,
        type,
        payload: JSON.stringify({ type, timestamp: createdAt, data }),
        state: 'waiting',
        attempts: 0,
        createdAt,
      });
      if (stored) await jobs.scheduleOnce(DELIVER_JOB, new Date(now()), { key: id });
    },

    /** The test button: one message now, logged, never retried; answers how it went. */
    async test(hook: WebhookDoc): Promise<WebhookDelivery> {
      const createdAt = iso();
      const id = messageId(
        hook._id,
        `${WEBHOOK_TEST_TYPE}:${createdAt}:${randomBytes(4).toString('hex')}`,
      );
      const data = { webhook: hook._id, client: hook.client };
      const doc: DeliveryDoc = {
        _id: id,
        hook: hook._id,
        client: hook.client,
        type: WEBHOOK_TEST_TYPE,
        payload: JSON.stringify({ type: WEBHOOK_TEST_TYPE, timestamp: createdAt, data }),
        state: 'waiting',
        attempts: 0,
        createdAt,
      };
      await repo.addDelivery(doc);
      const result = await attempt(doc, hook);
      const state: DeliveryState = result.ok ? 'delivered' : 'failed';
      await repo.recordAttempt(id, state, iso(), result.answer);
      return toDelivery({
        ...doc,
        state,
        attempts: 1,
        lastAttemptAt: iso(),
        lastAnswer: result.answer,
      });
    },

    /** At start: a message stored without its job (a crash between the two) is queued. */
    async resume(pending: readonly string[]): Promise<void> {
      for (const id of pending) await jobs.scheduleOnce(DELIVER_JOB, new Date(now()), { key: id });
    },
  };
}
export type WebhookSender = ReturnType<typeof webhookSender>;
