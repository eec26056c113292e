import type { ExerciseInvitations, Invitation } from '@dojo/protocol';
import type { ExerciseDoc, PlayerDoc } from '../exercises/exercise.docs';
import { isSendableAddress } from './headers';
import type { MailMessageDoc } from './messages.repo';

const UNDELIVERABLE = 'Not a deliverable address: nothing was sent.';

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

function row(player: PlayerDoc, message: MailMessageDoc | undefined): Invitation {
  if (!isSendableAddress(player.email ?? '')) {
    const player_ = player.email ?? player.user;
    return {
      player: player_,
      code: player.linkToken,
      status: 'failed',
      attempts: 0,
      lastError: UNDELIVERABLE,
      sentAt: null,
    };
  }
  return {
    player: player.email ?? player.user,
    code: player.linkToken,
    // 'sending' is still on its way: the screens show it as queued.
    status: !message || message.state === 'sending' ? 'queued' : message.state,
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
        .filter((player) => player.email !== null)
        .map((player) => row(player, latest.get(player._id)))
    : [];
  return {
    exerciseId: exercise._id,
    identifier: exercise.identifier,
    mailed,
    sendsOn: exercise.date,
    total: invitations.length,
    sent: invitations.filter((invitation) => invitation.status === 'sent').length,
    failed: invitations.filter((invitation) => invitation.status === 'failed').length,
    invitations,
  };
}
