import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { exponential } from 'agenda';
import type { MailKind } from '@dojo/protocol';
import { spend, type Limiter } from '../../http/limiter';
import type { Logger } from '../../logger';
import type { Jobs } from '../jobs/jobs';
import { headerText, isExampleAddress } from './headers';
import { envelopeSender, messageIdOf, newBounceId } from './identity';
import type { PacingRepo } from './pacing.repo';
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
  /** The client's contact address (Reply-To), or null. */
  replyTo?: string | null;
  /**
   * Demo data: stored, never sent through an SMTP server (its addresses do not exist); so is
   * any message to an example domain (`isExampleAddress`).
   */
  demo?: boolean;
}

export interface MailerSettings {
  from: string;
  retries: number;
  retryDelayMs: number;
  ratePerMinute: number;
  /** How often the job queue looks for due jobs: a poll takes at most one poll's slots. */
  pollMs: number;
  /** The envelope sender bounces go to (VERP per message); null: `from`. */
  bounceAddress: string | null;
  /** The host of PUBLIC_URL, read when a message is sent (Message-IDs). */
  host: () => string;
}

/** One message every this many ms per client: the rate as slots. */
export function slotSpacingMs(ratePerMinute: number): number {
  return 60_000 / ratePerMinute;
}

/**
 * How many send jobs one process may hold locked at once: the messages one poll interval's
 * slots allow (rate x poll interval), so the rate is reachable and nothing more waits locked;
 * at least 1, at most 1,000.
 */
export function sendLockLimit(ratePerMinute: number, pollMs: number): number {
  return Math.min(1_000, Math.max(1, Math.ceil((ratePerMinute * pollMs) / 60_000)));
}

/** Told after each message of an exercise is sent or given up (progress pushes). */
export type DeliveryListener = (message: MailMessageDoc) => void;

/** Never sent again by the queue: an answer was recorded, or the delivery is in doubt. */
const FINAL = new Set<MessageState>(['sent', 'failed', 'unconfirmed', 'bounced', 'held']);
/** The mail server's answer code to a refusal (a definite "not accepted"); null: no answer. */
function answerCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' ? code : null;
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
  /** The clients' sending slots, shared by every process. */
  pacing: PacingRepo;
  /** MAIL_RATE_PER_MINUTE per client, counted across processes (the cluster's limiters). */
  limiter: Limiter;
  transport: MailTransport;
  jobs: Jobs;
  settings: MailerSettings;
  now: () => number;
  logger: Logger;
  onDelivered?: DeliveryListener;
  /** Test builds only: stops the process at a chosen step (crashSwitch.ts). */
  crash?: CrashSwitch;
  /** Why a queued message must no longer be sent (stillDue.ts), or null to send it. */
  stillDue?: (message: MailMessageDoc) => Promise<string | null>;
}) {
  const { messages, transport, jobs, settings, now, logger } = deps;
  const crash = deps.crash ?? (() => undefined);
  const { pacing, limiter } = deps;
  const spacing = slotSpacingMs(settings.ratePerMinute);

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
      // Mail of the past (waited across a restart or an upgrade) is held, never sent.
      const stale = await deps.stillDue?.(stored);
      if (stale) {
        const held = await messages.markHeld(key, stale);
        if (held) {
          logger.info({ key, kind: stored.kind, reason: stale }, 'mail held: no longer due');
          deps.onDelivered?.(held);
        }
        return;
      }
      const waitMs = await spend(limiter, stored.client);
      if (waitMs !== null) {
        // Over the rate (a retry, another process): moved to a slot of its own at the end of
        // the client's queue, never sooner than one slot away, so refusals never loop.
        const slot = await pacing.reserve(stored.client, 1, spacing, now());
        job.schedule(new Date(Math.max(slot, now() + waitMs, now() + spacing)));
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
    // The calendar event's DTSTAMP is when the message was made: every attempt sends the same.
    const rendered = renderMail(message.branding, message.params, {
      from: settings.from,
      at: new Date(message.createdAt),
    });
    try {
      const receipt = await transport.send(
        {
          id: key,
          messageId: messageIdOf(message, settings.host()),
          from: settings.from,
          envelopeFrom: settings.bounceAddress
            ? envelopeSender(settings.bounceAddress, message.bounceId)
            : undefined,
          replyTo: message.replyTo ?? undefined,
          to: message.to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          ...(rendered.calendar ? { calendar: rendered.calendar } : {}),
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
      const code = answerCode(error);
      if (committing && code === null) {
        // The end went out and the connection broke before an answer: it may be delivered.
        await messages.markUnconfirmed(key, answer);
        logger.warn({ key, answer }, 'mail unconfirmed: no answer to its end');
        deps.onDelivered?.({ ...message, state: 'unconfirmed', lastError: answer });
        return;
      }
      // A permanent refusal (5xx) fails at once; a temporary one (4xx, no connection) retries.
      const permanent = code !== null && code >= 500;
      // Every failed attempt is a warn line, a message given up an error line; the record
      // names the message by key and kind, never by its recipient (the logger also scrubs
      // any address an answer quotes).
      const about = { key, kind: message.kind, attempt: message.attempts, answer };
      if (permanent || message.attempts > settings.retries) {
        await messages.markFailed(key, answer);
        logger.error(
          about,
          permanent ? 'mail refused: given up' : 'mail given up after its retries',
        );
        deps.onDelivered?.({ ...message, state: 'failed', lastError: answer });
        return;
      }
      await messages.markRetrying(key, answer);
      logger.warn(about, 'mail attempt failed: will retry');
      throw new Error(answer, { cause: error });
    }
  }

  jobs.define<{ key: string }>(SEND_JOB, ({ key }, job) => deliver(key, job), {
    // Agenda starts at most this many sends per poll; the SMTP pool bounds the connections.
    concurrency: 50,
    // Locks only what one poll's slots may send: never hundreds of jobs waiting on the rate.
    lockLimit: sendLockLimit(settings.ratePerMinute, settings.pollMs),
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
    const held = transport.kind === 'smtp' && (draft.demo === true || isExampleAddress(draft.to));
    return {
      _id: draft.key,
      kind: draft.kind,
      client: draft.client,
      exerciseId: draft.exerciseId,
      playerId: draft.playerId,
      to: draft.to,
      branding: draft.branding,
      params: draft.params,
      replyTo: draft.replyTo ?? null,
      bounceId: newBounceId(),
      state: held ? 'held' : 'queued',
      attempts: 0,
      lastError: null,
      createdAt: new Date(now()).toISOString(),
      sentAt: null,
    };
  }

  /**
   * Each message's send job at its own slot under the client's rate (one every 60 s / rate),
   * reserved in the store: a 1,000-player campaign is spread out when it is queued, instead
   * of a thousand jobs due at once that the rate then refuses.
   */
  async function scheduleAtSlots(list: readonly { _id: string; client: string }[]) {
    const byClient = new Map<string, string[]>();
    for (const { _id, client } of list)
      byClient.set(client, [...(byClient.get(client) ?? []), _id]);
    for (const [client, keys] of byClient) {
      const first = await pacing.reserve(client, keys.length, spacing, now());
      for (const [index, key] of keys.entries())
        await jobs.scheduleOnce(SEND_JOB, new Date(Math.round(first + index * spacing)), { key });
    }
  }

  return {
    /**
     * Stores and schedules the drafts not stored yet, in steps of BATCH_SIZE so a
     * 1,000-player campaign never holds the event loop; answers how many were new.
     */
    async queue(drafts: readonly MailDraft[]): Promise<number> {
      let queued = 0;
      for (let start = 0; start < drafts.length; start += BATCH_SIZE) {
        const docs = drafts.slice(start, start + BATCH_SIZE).map(toDoc);
        const fresh = new Set(await messages.insertNew(docs));
        await scheduleAtSlots(docs.filter((doc) => fresh.has(doc._id) && doc.state === 'queued'));
        queued += fresh.size;
        await yieldToEventLoop();
      }
      return queued;
    },

    /**
     * After a restart: every stored, unsent message has its send job (none is skipped). A job
     * that exists keeps its slot (insert-only); only a message whose job was never stored (a
     * crash between the two writes: one batch at most) gets one now, and the counted rate
     * moves it to a slot if it must. Reserving slots here would push every later message of
     * the client back by the whole unfinished queue at each restart.
     */
    async resume(): Promise<number> {
      const waiting = await messages.listUnfinished();
      for (const { _id } of waiting)
        await jobs.scheduleOnce(SEND_JOB, new Date(now()), { key: _id });
      return waiting.length;
    },
  };
}
export type Mailer = ReturnType<typeof mailer>;
