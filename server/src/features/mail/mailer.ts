import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { exponential } from 'agenda';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { MailKind } from '@dojo/protocol';
import type { Logger } from '../../logger';
import type { Jobs } from '../jobs/jobs';
import { headerText } from './headers';
import type { MailMessageDoc, MessagesRepo } from './messages.repo';
import { renderMail, type Branding, type MailParams } from './templates';
import type { MailTransport } from './transport';

export const SEND_JOB = 'mail.send';
/** Messages stored and scheduled per step; the event loop runs between steps. */
export const BATCH_SIZE = 100;

/** A message to send: its idempotency key decides whether it already exists. */
export interface MailDraft {
  key: string;
  kind: MailKind;
  client: string;
  exerciseId: string | null;
  playerId: string | null;
  to: string;
  branding: Branding;
  params: MailParams;
}

export interface MailerSettings {
  from: string;
  retries: number;
  retryDelayMs: number;
  ratePerMinute: number;
}

/** Told after each message of an exercise is sent or given up (progress pushes). */
export type DeliveryListener = (message: MailMessageDoc) => void;

function smtpAnswer(error: unknown): string {
  const response = (error as { response?: unknown }).response;
  const text =
    typeof response === 'string'
      ? response
      : error instanceof Error
        ? error.message
        : String(error);
  return headerText(text, 500);
}

/**
 * Stores every message under its key BEFORE anything is sent, then sends each through one
 * persistent job: a crash or restart resumes the queue, never sends a stored message twice
 * (a message is claimed before sending and marked sent after) and never skips one.
 */
export function mailer(deps: {
  messages: MessagesRepo;
  transport: MailTransport;
  jobs: Jobs;
  settings: MailerSettings;
  now: () => number;
  logger: Logger;
  onDelivered?: DeliveryListener;
}) {
  const { messages, transport, jobs, settings, now, logger } = deps;
  const limiter = new RateLimiterMemory({ points: settings.ratePerMinute, duration: 60 });

  async function deliver(key: string, job: { schedule(at: Date): unknown }): Promise<void> {
    const stored = await messages.findById(key);
    if (!stored || stored.state === 'sent' || stored.state === 'failed') return;
    try {
      await limiter.consume(stored.client);
    } catch (limited) {
      if (!(limited instanceof RateLimiterRes)) throw limited;
      job.schedule(new Date(now() + limited.msBeforeNext));
      return;
    }
    // 'sending' means a process stopped mid-send; agenda runs one job once at a time, so this
    // run owns the message and sends it again (docs/mail-and-jobs.md on that window).
    const message =
      stored.state === 'queued' ? await messages.claim(key) : await messages.reclaim(key);
    if (!message) return;
    const rendered = renderMail(message.branding, message.params);
    try {
      const receipt = await transport.send({
        id: message._id,
        from: settings.from,
        to: message.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      });
      await messages.markSent(key, new Date(now()).toISOString());
      logger.debug({ key, response: receipt.response }, 'mail sent');
      deps.onDelivered?.({ ...message, state: 'sent' });
    } catch (error) {
      const answer = smtpAnswer(error);
      if (message.attempts > settings.retries) {
        await messages.markFailed(key, answer);
        logger.warn({ key, answer }, 'mail failed after its retries');
        deps.onDelivered?.({ ...message, state: 'failed', lastError: answer });
        return;
      }
      await messages.markRetrying(key, answer);
      throw new Error(answer, { cause: error });
    }
  }

  jobs.define<{ key: string }>(SEND_JOB, ({ key }, job) => deliver(key, job), {
    // Agenda starts at most this many sends per poll; the SMTP pool bounds the connections.
    concurrency: 50,
    lockLifetimeMs: 60_000,
    // The message keeps the outcome; a finished job would only grow the job collection.
    removeOnComplete: true,
    // Our own attempt count decides when to give up; agenda only spaces the retries.
    backoff: exponential({
      delay: settings.retryDelayMs,
      maxRetries: settings.retries + 1,
      maxDelay: 3_600_000,
    }),
  });

  function toDoc(draft: MailDraft): MailMessageDoc {
    return {
      _id: draft.key,
      kind: draft.kind,
      client: draft.client,
      exerciseId: draft.exerciseId,
      playerId: draft.playerId,
      to: draft.to,
      branding: draft.branding,
      params: draft.params,
      state: 'queued',
      attempts: 0,
      lastError: null,
      createdAt: new Date(now()).toISOString(),
      sentAt: null,
    };
  }

  return {
    /**
     * Stores and schedules the drafts not stored yet, in steps of BATCH_SIZE so a
     * 1,000-player campaign never holds the event loop; answers how many were new.
     */
    async queue(drafts: readonly MailDraft[]): Promise<number> {
      let queued = 0;
      for (let start = 0; start < drafts.length; start += BATCH_SIZE) {
        const fresh = await messages.insertNew(drafts.slice(start, start + BATCH_SIZE).map(toDoc));
        for (const key of fresh) await jobs.scheduleOnce(SEND_JOB, new Date(now()), { key });
        queued += fresh.length;
        await yieldToEventLoop();
      }
      return queued;
    },

    /** After a restart: every stored, unsent message has its send job (none is skipped). */
    async resume(): Promise<number> {
      const waiting = await messages.listUnfinished();
      for (const { _id } of waiting)
        await jobs.scheduleOnce(SEND_JOB, new Date(now()), { key: _id });
      return waiting.length;
    },
  };
}
export type Mailer = ReturnType<typeof mailer>;
