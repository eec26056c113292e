import { z } from 'zod';
import { IsoDate } from '../core/legacy';
import { TEXT_LIMITS } from '../core/bounds';

/** Longest e-mail address we store or send to (RFC 5321's path limit). */
const EMAIL_MAX = TEXT_LIMITS.email;
const Text = z.string().max(500);

/**
 * Where one message is: waiting (or retrying, or being sent), accepted by the mail server,
 * given up, or unconfirmed: the server stopped after handing the mail server the message's
 * end and before its answer was recorded, so it may have been delivered and is not sent again
 * by itself (docs/mail-and-jobs.md, "Exactly once"); or bounced: the mail server accepted it,
 * then a delivery status notification (DSN) said it could not be delivered; or held: never
 * sent on purpose (demo data while mail goes to an SMTP server).
 */
export const DeliveryStatus = z.enum([
  'queued',
  'sent',
  'failed',
  'unconfirmed',
  'bounced',
  'held',
]);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

/** What a message is for; each has one template on the server. */
export const MailKind = z.enum([
  'invitation',
  'facilitator',
  'reminder',
  'expiryNotice',
  'resultsReady',
  'subscriptionEnded',
  'extension',
  /** A player's calendar event called off: the exercise or the player was removed. */
  'cancellation',
]);
export type MailKind = z.infer<typeof MailKind>;

/** One player's invitation: the row the portal and the campaign details show. */
export const Invitation = z.object({
  /** The player (their e-mail address). */
  player: z.string().max(EMAIL_MAX),
  /** The player's exercise code (the link token), which resendInvitation takes. */
  code: z.string().max(64),
  status: DeliveryStatus,
  /** Sending attempts so far (retries included). */
  attempts: z.number().int().nonnegative(),
  /** The mail server's last answer when it refused, e.g. '550 5.1.1 mailbox unavailable'. */
  lastError: Text.nullable(),
  sentAt: IsoDate.nullable(),
});
export type Invitation = z.infer<typeof Invitation>;

/** The invitations of one exercise, with the counts a progress bar needs. */
export const ExerciseInvitations = z.object({
  exerciseId: z.string().max(64),
  identifier: z.string().max(200),
  /** False in privacy mode, where the client hands out the links and nothing is mailed. */
  mailed: z.boolean(),
  /** The order's date; invitations go out then ('year-month-day', UTC). */
  sendsOn: z.string().max(10),
  total: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** Invitations that may have been delivered (a crash hid the mail server's answer). */
  unconfirmed: z.number().int().nonnegative(),
  /** Invitations a delivery status notification reported undeliverable. */
  bounced: z.number().int().nonnegative(),
  /** Never sent on purpose: demo data while mail goes to an SMTP server. */
  held: z.number().int().nonnegative(),
  /** Unconfirmed first, then bounced, failed, queued, sent (`invitationOrder`). */
  invitations: z.array(Invitation),
});
export type ExerciseInvitations = z.infer<typeof ExerciseInvitations>;

/** One file of the outbox (mail written to disk when no SMTP server is configured). */
export const OutboxEntry = z.object({
  /** The .eml file name: the message's id. */
  id: z.string().max(200),
  to: z.string().max(EMAIL_MAX * 2),
  subject: Text,
  date: IsoDate,
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;

export const OutboxMessage = OutboxEntry.extend({
  from: z.string().max(EMAIL_MAX * 2),
  /** The HTML part as written; the screen sanitises it before showing it. */
  html: z.string().max(200_000),
  text: z.string().max(100_000),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

/** One message of the mail log (Admin → Outbox): what was sent, to whom, and its fate. */
export const MailLogEntry = z.object({
  /** The message's key. */
  id: z.string().max(400),
  kind: MailKind,
  to: z.string().max(EMAIL_MAX),
  subject: Text,
  status: DeliveryStatus,
  attempts: z.number().int().nonnegative(),
  lastError: Text.nullable(),
  createdAt: IsoDate,
  sentAt: IsoDate.nullable(),
});
export type MailLogEntry = z.infer<typeof MailLogEntry>;

/** The newest messages, newest first, and where mail goes. */
export const MailLog = z.object({
  transport: z.enum(['smtp', 'outbox']),
  entries: z.array(MailLogEntry),
});
export type MailLog = z.infer<typeof MailLog>;
