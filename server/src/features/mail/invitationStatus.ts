import {
  invitationOrder,
  MAIL_MESSAGES,
  type DeliveryStatus,
  type ExerciseInvitations,
  type Invitation,
} from '@dojo/protocol';
import type { ExerciseDoc, PlayerDoc } from '../exercises/exercise.docs';
import { isSendableAddress } from './headers';
import type { MailMessageDoc } from './messages.repo';

/** The latest invitation message per player (a resend supersedes the first). */
export function latestByPlayer(messages: readonly MailMessageDoc[]): Map<string, MailMessageDoc> {
  const latest = new Map<string, MailMessageDoc>();
  for (const message of messages) {
    if (!message.playerId) continue;
    const seen = latest.get(message.playerId);
    if (!seen || seen.createdAt <= message.createdAt) latest.set(message.playerId, message);
  }
  return latest;
}

/** `sending` and `committing` are still on their way: the screens show them as queued. */
export function statusOf(message: MailMessageDoc | undefined): DeliveryStatus {
  if (!message || message.state === 'sending' || message.state === 'committing') return 'queued';
  return message.state;
}

/** Each status's count among the rows. */
export function countByStatus(statuses: readonly DeliveryStatus[]) {
  const count = (status: DeliveryStatus) => statuses.filter((each) => each === status).length;
  return {
    sent: count('sent'),
    failed: count('failed'),
    unconfirmed: count('unconfirmed'),
    bounced: count('bounced'),
    held: count('held'),
  };
}

function row(player: PlayerDoc, message: MailMessageDoc | undefined): Invitation {
  // Once Remove Emails hid the address, the message keeps telling what happened to it.
  if (!message && !isSendableAddress(player.email ?? '')) {
    const player_ = player.email ?? player.user;
    return {
      player: player_,
      code: player.linkToken,
      status: 'failed',
      attempts: 0,
      lastError: MAIL_MESSAGES.undeliverable,
      sentAt: null,
    };
  }
  return {
    player: player.email ?? player.user,
    code: player.linkToken,
    status: statusOf(message),
    attempts: message?.attempts ?? 0,
    lastError: message?.lastError ?? null,
    sentAt: message?.sentAt ?? null,
  };
}

/** What getInvitations answers: every mailed player's invitation and the counts. */
export function invitationsView(
  exercise: ExerciseDoc,
  players: readonly PlayerDoc[],
  messages: readonly MailMessageDoc[],
): ExerciseInvitations {
  const mailed = !exercise.private && !exercise.facilitated;
  const latest = latestByPlayer(messages);
  const invitations = mailed
    ? players
        // A player whose address Remove Emails hid keeps their invitation's outcome.
        .filter((player) => player.email !== null || latest.has(player._id))
        .map((player) => row(player, latest.get(player._id)))
    : [];
  return {
    exerciseId: exercise._id,
    identifier: exercise.identifier,
    mailed,
    sendsOn: exercise.date,
    total: invitations.length,
    ...countByStatus(invitations.map((invitation) => invitation.status)),
    invitations: invitationOrder(invitations),
  };
}
