import type { DeliveryStatus } from './entities';

/** How each invitation status reads on the screens (campaign details, portal rows). */
export const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  unconfirmed: 'May have been delivered',
};

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
} as const;

/** What an exercise link shows before the order's date. */
export function startsOnMessage(date: string): string {
  return `This exercise starts on ${date}`;
}
