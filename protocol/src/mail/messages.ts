import type { DeliveryStatus, ExerciseInvitations, Invitation } from './entities';

/** How each invitation status reads on the screens (campaign details, portal rows). */
export const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  unconfirmed: 'May have been delivered',
  bounced: 'Bounced',
  held: 'Not sent',
};

/**
 * The order rows are listed in: the ones that need a person first. An unconfirmed message
 * (it may or may not have arrived) heads the list, then bounced and failed ones.
 */
const ORDER: Record<DeliveryStatus, number> = {
  unconfirmed: 0,
  bounced: 1,
  failed: 2,
  queued: 3,
  sent: 4,
  held: 5,
};

/** Every status but `queued`: the message's fate is known (a progress bar's end). */
export function settledCount(
  view: Pick<ExerciseInvitations, 'sent' | 'failed' | 'unconfirmed' | 'bounced' | 'held'>,
): number {
  return view.sent + view.failed + view.unconfirmed + view.bounced + view.held;
}

/** Sorts invitation rows by `ORDER`, keeping the given order within a status. */
export function invitationOrder<T extends Pick<Invitation, 'status'>>(rows: readonly T[]): T[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => ORDER[a.row.status] - ORDER[b.row.status] || a.index - b.index)
    .map(({ row }) => row);
}

/** "n of N sent" with every count that needs a look, as the screens show it. */
export function invitationSummary(
  view: Pick<ExerciseInvitations, 'total' | 'sent' | 'failed' | 'unconfirmed' | 'bounced' | 'held'>,
): string {
  const parts = [`${view.sent} of ${view.total} sent`];
  if (view.unconfirmed > 0) parts.push(`${view.unconfirmed} may have been delivered`);
  if (view.bounced > 0) parts.push(`${view.bounced} bounced`);
  if (view.failed > 0) parts.push(`${view.failed} failed`);
  if (view.held > 0) parts.push(`${view.held} not sent (demo data)`);
  return parts.join(', ');
}

/** The mail and schedule wording that server and web share (docs/mail-and-jobs.md). */
export const MAIL_MESSAGES = {
  reminderSent: (email: string) => `A reminder was sent to ${email}.`,
  reminderRepeated: (email: string) =>
    `A reminder was already sent to ${email} in the last minute; nothing more was sent.`,
  resendQueued: (player: string) => `The invitation to ${player} is being sent again.`,
  resendRepeated: (player: string) =>
    `The invitation to ${player} was already sent again in the last minute.`,
  privacyMode:
    'This exercise is in privacy mode: the client hands out the links, nothing is mailed.',
  noSuchPlayer: 'That player is not part of this exercise.',
  /** A message still waiting when its address was erased (Remove Emails): never sent. */
  addressErased: 'The address was removed before this message was sent.',
  noSuchExercise: 'Exercise not found.',
  onlyTrainer: 'Only the trainer of this exercise can modify it.',
  onlyTrainerReads: 'Only the trainer of the exercise can see the report.',
  expiredLink: 'This player’s link has expired: extend it before sending a reminder.',
  clientNeeded: 'Please select a client.',
  notOutboxMode: 'Mail goes to an SMTP server, so there is no outbox.',
  noSuchOutboxMessage: 'That message is not in the outbox.',
  undeliverable: 'Not a deliverable address: nothing was sent.',
  unconfirmed:
    'The server stopped while the mail server was taking this message, before its answer was ' +
    'recorded: it may have been delivered. It is not sent again by itself, so nobody gets it ' +
    'twice; resend it if the player did not receive it.',
  rateLimited: 'Too many e-mails for this client right now; they will be sent shortly.',
  queued: 'Waiting for its turn under the sending rate, or for a retry after a temporary refusal.',
  bounceSecretWrong: 'This bounce route needs its secret.',
  bounceRecorded: 'The bounce was recorded.',
  bounceIgnored:
    'Nothing recorded: not a failure notification for a message of ours (or already recorded).',
  demoNotSent:
    'Not sent on purpose: mail goes to an SMTP server, and this is demo data (an address at an example domain, which does not exist).',
  bounced:
    'The mail server took this message, then reported that it could not be delivered (a ' +
    'bounce). Check the address with the player, correct it if needed, and resend.',
  failed:
    'The mail server refused this message. A permanent refusal (5xx) is not retried; a ' +
    'temporary one was retried before giving up.',
  notStartedYet: (date: string) =>
    `This exercise starts on ${date}: its invitations go out then, and the link does not open before.`,
  mailLogLead: {
    smtp: 'Mail goes to an SMTP server. This is the log of what the server sent: each message with its fate.',
    outbox:
      'No SMTP server is configured, so mail is written here instead of being sent: exactly what players, facilitators and trainers would receive.',
  },
} as const;

/**
 * An instant written out exactly, with its time zone (UTC: the server does not know the
 * reader's), e.g. "Monday 7 December 2026 at 09:00 UTC". Mail says when a link stops working;
 * `locale` writes it in the reader's language (docs/languages.md).
 */
export function exactMoment(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/**
 * Ours: a delivery status notification (DSN) as raw message bytes (message/rfc822), handed
 * over by the bounce domain's mail server; `Authorization: Bearer <MAIL_BOUNCE_SECRET>`.
 * Not a JSON call (so not in `mailCalls`): the route is bound by hand (docs/mail-and-jobs.md, "Bounces").
 */
export const BOUNCE_PATH = '/api/mail/bounce';
