import {
  MAIL_MESSAGES as M,
  isTrainerUsername,
  type ExerciseInvitations,
  type Status,
} from '@dojo/protocol';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Principal } from '../../app/principal';
import type { ExerciseDoc, PlayerDoc } from '../exercises/exercise.docs';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { PlayersRepo } from '../exercises/players.repo';
import type { ExerciseMail } from './exerciseMail';
import { invitationKey } from './exerciseMail';
import { sendableAddress } from './headers';
import { invitationsView } from './invitationStatus';
import type { MessagesRepo } from './messages.repo';

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
      const key = `${invitationKey(player._id)}:${minuteOf(now())}`;
      const queued = await mail.toPlayer(exercise, player, player.email, key, 'invitation');
      return queued > 0
        ? { type: 'success', data: M.resendQueued(player.email) }
        : { type: 'warning', data: M.resendRepeated(player.email) };
    },

    /** sendReminder: to the address the trainer gives (the player's, or one they choose). */
    async remind(principal: Principal, code: string, email: string): Promise<Status> {
      const to = sendableAddress(email, 'Ensure that the provided email address is valid.');
      const { exercise, player } = await playerOf(principal, code);
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
