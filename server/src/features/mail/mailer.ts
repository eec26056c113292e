import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { exponential } from 'agenda';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { MailKind } from '@dojo/protocol';
import type { Logger } from '../../logger';
import type { Jobs } from '../jobs/jobs';
import { headerText } from './headers';
import type { MailMessageDoc, MessageState, MessagesRepo } from './messages.repo';
import type { CrashSwitch } from './crashSwitch';
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

/** Never sent again by the queue: an answer was recorded, or the delivery is in doubt. */
const FINAL = new Set<MessageState>(['sent', 'failed', 'unconfirmed']);
/** A refusal the mail server answered (a definite "not accepted"), not a broken connection. */
function hasAnswer(error: unknown): boolean {
  return typeof (error as { responseCode?: unknown }).responseCode === 'number';
}

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
 * persistent job: a crash or restart resumes the queue and never skips a message. A message
 * is claimed (`sending`), its end held back until `committing` is stored, and marked `sent`
 * at the mail server's 250: so a crash never sends one twice (docs/mail-and-jobs.md).
 */
export function mailer(deps: {
  messages: MessagesRepo;
  transport: MailTransport;
  jobs: Jobs;
  settings: MailerSettings;
  now: () => number;
  logger: Logger;
  onDelivered?: DeliveryListener;
  /** Test builds only: stops the process at a chosen step (crashSwitch.ts). */
  crash?: CrashSwitch;
}) {
  const { messages, transport, jobs, settings, now, logger } = deps;
  const crash = deps.crash ?? (() => undefined);
  const limiter = new RateLimiterMemory({ points: settings.ratePerMinute, duration: 60 });

  /** Keys this process is sending right now (any other in-flight message was left by a crash). */
  const inFlight = new Set<string>();

  /**
   * A message found in flight that this process is not sending: a crash left it. `sending`
   * never released its end: sent again. `committing` may have been accepted: the transport
   * may know (the outbox); otherwise it becomes `unconfirmed` and is never resent by itself.
   */
  async function takeOver(stored: MailMessageDoc): Promise<MailMessageDoc | null> {
    if (stored.state === 'sending') return messages.reclaim(stored._id, 'sending');
    const delivered = await transport.delivered(stored._id);
    if (delivered === false) return messages.reclaim(stored._id, 'committing');
    if (delivered) {
      await messages.markSent(stored._id, new Date(now()).toISOString());
      deps.onDelivered?.({ ...stored, state: 'sent' });
      return null;
    }
    const unconfirmed = await messages.markUnconfirmed(stored._id, null);
    if (unconfirmed) {
      logger.warn({ key: stored._id }, 'mail unconfirmed: stopped before the answer');
      deps.onDelivered?.(unconfirmed);
    }
    return null;
  }

  async function deliver(key: string, job: { schedule(at: Date): unknown }): Promise<void> {
    const stored = await messages.findById(key);
    if (!stored || FINAL.has(stored.state) || inFlight.has(key)) return;
    if (stored.state === 'queued') {
      try {
        await limiter.consume(stored.client);
      } catch (limited) {
        if (!(limited instanceof RateLimiterRes)) throw limited;
        job.schedule(new Date(now() + limited.msBeforeNext));
        return;
      }
    }
    inFlight.add(key);
    try {
      const message =
        stored.state === 'queued' ? await messages.claim(key) : await takeOver(stored);
      if (message) await attempt(message);
    } finally {
      inFlight.delete(key);
    }
  }

  /** One attempt of a claimed (`sending`) message. */
  async function attempt(message: MailMessageDoc): Promise<void> {
    const key = message._id;
    crash('claimed');
    let committing = false;
    let claimLost = false;
    const beforeCommit = async () => {
      claimLost = !(await messages.markCommitting(key));
      if (claimLost) throw new Error('the claim on this message was lost');
      committing = true;
      crash('committing');
    };
    const rendered = renderMail(message.branding, message.params);
    try {
      const receipt = await transport.send(
        {
          id: key,
          from: settings.from,
          to: message.to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
        },
        beforeCommit,
      );
      crash('accepted');
      await messages.markSent(key, new Date(now()).toISOString());
      logger.debug({ key, response: receipt.response }, 'mail sent');
      deps.onDelivered?.({ ...message, state: 'sent' });
    } catch (error) {
      // Another run took the message over (its lock expired): the outcome is that run's.
      if (claimLost) return;
      const answer = smtpAnswer(error);
      if (committing && !hasAnswer(error)) {
        // The end went out and the connection broke before an answer: it may be delivered.
        await messages.markUnconfirmed(key, answer);
        logger.warn({ key, answer }, 'mail unconfirmed: no answer to its end');
        deps.onDelivered?.({ ...message, state: 'unconfirmed', lastError: answer });
        return;
      }
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
