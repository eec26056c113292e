import type { MailDraft } from './mailer';
import type { MailMessageDoc, MessagesRepo } from './messages.repo';
import type { OutboxReader } from './outbox';
import type { CalendarParams, CancellationParams, PlayerLinkParams } from './templates/params';

/** A message that may have put the event in the player's calendar: it reached, or may have. */
const REACHED = new Set<MailMessageDoc['state']>(['sent', 'unconfirmed', 'committing']);

/**
 * The cancellations a removal owes (docs/mail-and-jobs.md, "Calendar"), read from the
 * messages about to be erased: for each calendar event a player was sent (an invitation,
 * an extension) whose last day is `today` or later, one CANCEL with the same UID and a
 * SEQUENCE past the highest sent. Read BEFORE the erasure: it takes the messages, and the
 * players, with it.
 */
export function cancellationsOf(stored: readonly MailMessageDoc[], today: string): MailDraft[] {
  const newest = new Map<string, { message: MailMessageDoc; sent: SentEvent }>();
  for (const message of stored) {
    const sent = sentEvent(message);
    if (!sent) continue;
    const known = newest.get(sent.calendar.uid);
    if (!known || known.sent.calendar.sequence < sent.calendar.sequence)
      newest.set(sent.calendar.uid, { message, sent });
  }
  const drafts: MailDraft[] = [];
  for (const { message, sent } of newest.values()) {
    const { params, calendar } = sent;
    if (calendar.lastDay < today) continue;
    const cancellation: CancellationParams = {
      kind: 'cancellation',
      scenario: params.scenario,
      identifier: params.identifier,
      ...(params.language ? { language: params.language } : {}),
      calendar: { ...calendar, sequence: calendar.sequence + 1 },
    };
    drafts.push({
      key: `cancellation:${calendar.uid}`,
      kind: 'cancellation',
      client: message.client,
      // Named by no exercise: the exercise's erasure must not take it before it is sent.
      exerciseId: null,
      playerId: message.playerId,
      to: message.to,
      branding: message.branding,
      params: cancellation,
      replyTo: message.replyTo ?? null,
    });
  }
  return drafts;
}

type SentEvent = {
  params: PlayerLinkParams<'invitation' | 'extension'>;
  calendar: CalendarParams;
};

/** The calendar event a message put in its recipient's calendar, if it may have. */
function sentEvent(message: MailMessageDoc): SentEvent | null {
  const { params } = message;
  if (params.kind !== 'invitation' && params.kind !== 'extension') return null;
  if (!params.calendar || !REACHED.has(message.state) || !message.to) return null;
  return { params, calendar: params.calendar };
}

/**
 * A cancellation keeps no one's address once it has its outcome (sent, failed, unconfirmed or
 * held): its message and its outbox file are erased then, and compacted away.
 */
export function forgetCancellations(deps: {
  messages: Pick<MessagesRepo, 'removeByIds' | 'compact'>;
  outbox: Pick<OutboxReader, 'erase'>;
}) {
  return async (message: MailMessageDoc): Promise<void> => {
    if (message.kind !== 'cancellation') return;
    await deps.messages.removeByIds([message._id]);
    await deps.outbox.erase([message._id]);
    await deps.messages.compact();
  };
}
