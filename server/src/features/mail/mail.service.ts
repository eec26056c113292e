import {
  beforeOrderDate,
  isTrainerUsername,
  MAIL_MESSAGES as M,
  type ExerciseInvitations,
  type MailLog,
  type Status,
} from '@dojo/protocol';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Principal } from '../../core/principal';
import type { ExerciseDoc, PlayerDoc } from '../exercises/exercise.docs';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { PlayersRepo } from '../exercises/players.repo';
import type { ExerciseMail } from './exerciseMail';
import { invitationKey } from './exerciseMail';
import { sendableAddress } from './headers';
import { invitationsView, statusOf } from './invitationStatus';
import type { MailMessageDoc, MessagesRepo } from './messages.repo';
import { renderMail } from './templates';
import { applyBounce, readBounce } from './bounces';

/** How many messages the mail log lists (newest first). */
const LOGGED = 200;

/** A minute as text: two presses in the same minute are one request (one message key). */
function minuteOf(now: number): string {
  return new Date(now).toISOString().slice(0, 16);
}

/**
 * The calls around players' mail: invitation status, resend and reminders. Customers reach
 * their own client's exercises, trainer sub accounts only those they train (the portal's
 * rule), admins every exercise.
 */
export function mailService(deps: {
  exercises: ExercisesRepo;
  players: PlayersRepo;
  messages: MessagesRepo;
  mail: ExerciseMail;
  now: () => number;
  /** Where mail goes: the log says so. */
  transport: 'smtp' | 'outbox';
  /** MAIL_BOUNCE_ADDRESS: the envelope sender whose VERP tokens name messages. */
  bounceAddress: string | null;
  /** Told when a message bounced (progress pushes). */
  onBounced?: (message: MailMessageDoc) => void;
}) {
  const { exercises, players, messages, mail, now } = deps;

  function assertAccess(principal: Principal, exercise: ExerciseDoc, trainerMessage: string): void {
    if (principal.kind === 'staff') return;
    if (principal.client !== exercise.client)
      throw notFound(M.noSuchExercise, 'exercise_not_found');
    if (isTrainerUsername(principal.user) && !exercise.trainers.includes(principal.user)) {
      throw forbidden(trainerMessage, 'not_trainer');
    }
  }

  /**
   * Before the order's date nothing is mailed to a player: the link would not open yet, and
   * the invitation goes out on the date anyway (docs/mail-and-jobs.md).
   */
  function assertStarted(exercise: ExerciseDoc): void {
    if (beforeOrderDate(exercise.date, now()))
      throw badRequest(M.notStartedYet(exercise.date), 'not_started_yet');
  }

  /** The player behind an exercise code, with their exercise, if the caller may touch it. */
  async function playerOf(
    principal: Principal,
    code: string,
  ): Promise<{ exercise: ExerciseDoc; player: PlayerDoc }> {
    const player = await players.findByLinkToken(code);
    const exercise = player ? await exercises.findById(player.exerciseId) : null;
    if (!player || !exercise || exercise.facilitated)
      throw notFound(M.noSuchPlayer, 'unknown_player');
    assertAccess(principal, exercise, M.onlyTrainer);
    return { exercise, player };
  }

  /**
   * A customer's exercise by identifier. An admin names the client too, or else the exercise's
   * id or an identifier that only one client uses (the admin's exercise list has no client).
   */
  async function exerciseNamed(
    principal: Principal,
    name: string,
    client?: string,
  ): Promise<ExerciseDoc> {
    const owner = principal.kind === 'customer' ? principal.client : client;
    if (owner) {
      const found = await exercises.findByIdentifier(owner, name);
      if (!found) throw notFound(M.noSuchExercise, 'exercise_not_found');
      return found;
    }
    const byId = await exercises.findById(name);
    if (byId) return byId;
    const key = name.trim().toLowerCase();
    const matches = (await exercises.listAll()).filter((doc) => doc.identifierKey === key);
    if (matches.length > 1) throw badRequest(M.clientNeeded, 'select_client');
    const [only] = matches;
    if (!only) throw notFound(M.noSuchExercise, 'exercise_not_found');
    return only;
  }

  return {
    async invitations(
      principal: Principal,
      exerciseName: string,
      client?: string,
    ): Promise<ExerciseInvitations> {
      const exercise = await exerciseNamed(principal, exerciseName, client);
      assertAccess(principal, exercise, M.onlyTrainerReads);
      const [list, sent] = await Promise.all([
        players.listByExercise(exercise._id),
        messages.listByExercise(exercise._id, 'invitation'),
      ]);
      return invitationsView(exercise, list, sent);
    },

    async resend(principal: Principal, code: string): Promise<Status> {
      const { exercise, player } = await playerOf(principal, code);
      if (exercise.private || !player.email) throw badRequest(M.privacyMode, 'privacy_mode');
      assertStarted(exercise);
      const key = `${invitationKey(player._id)}:${minuteOf(now())}`;
      const queued = await mail.toPlayer(exercise, player, player.email, key, 'invitation');
      return queued > 0
        ? { type: 'success', data: M.resendQueued(player.email) }
        : { type: 'warning', data: M.resendRepeated(player.email) };
    },

    /** A delivery status notification: a failure marks the message it names `bounced`. */
    async bounce(raw: Buffer): Promise<Status> {
      const bounce = deps.bounceAddress ? await readBounce(raw, deps.bounceAddress) : null;
      const bounced = bounce ? await applyBounce(messages, bounce) : null;
      if (!bounced) return { type: 'warning', data: M.bounceIgnored };
      deps.onBounced?.(bounced);
      return { type: 'success', data: M.bounceRecorded };
    },

    /** The admin's mail log: the newest messages, each with its fate. */
    async log(): Promise<MailLog> {
      const list = await messages.listNewest(LOGGED);
      return {
        transport: deps.transport,
        entries: list.map((message) => ({
          id: message._id,
          kind: message.kind,
          to: message.to,
          subject: renderMail(message.branding, message.params).subject.slice(0, 500),
          status: statusOf(message),
          attempts: message.attempts,
          lastError: message.lastError?.slice(0, 500) ?? null,
          createdAt: message.createdAt,
          sentAt: message.sentAt,
        })),
      };
    },

    /** sendReminder: to the address the trainer gives (the player's, or one they choose). */
    async remind(principal: Principal, code: string, email: string): Promise<Status> {
      const to = sendableAddress(email, 'Ensure that the provided email address is valid.');
      const { exercise, player } = await playerOf(principal, code);
      assertStarted(exercise);
      if (player.expiresAt && Date.parse(player.expiresAt) <= now()) {
        throw badRequest(M.expiredLink, 'link_expired');
      }
      const key = `reminder:${player._id}:${to.toLowerCase()}:${minuteOf(now())}`;
      const queued = await mail.toPlayer(exercise, player, to, key, 'reminder');
      return queued > 0
        ? { type: 'success', data: M.reminderSent(to) }
        : { type: 'warning', data: M.reminderRepeated(to) };
    },
  };
}
export type MailService = ReturnType<typeof mailService>;
