import { localizedTitle } from '@dojo/protocol';
import { DEMO_ORDERED_BY, type ExerciseDoc, type PlayerDoc } from '../exercises/exercise.docs';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { PlayersRepo } from '../exercises/players.repo';
import { playerLanguage } from '../exercises/playerLanguage';
import type { MailDraft, Mailer } from './mailer';
import type { Recipients } from './recipients';
import { isSendableAddress } from './headers';
import type { MailParams } from './templates';
import type { CalendarParams } from './templates/params';

/** 'year-month-day' of an ISO instant, as the messages show dates. */
export function dayOf(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}

/** The key of a player's first invitation; a resend adds its own suffix. */
export function invitationKey(playerId: string): string {
  return `invitation:${playerId}`;
}

/**
 * The messages an exercise sends, each under a key that names what it is for, so asking
 * twice (a repeated job, a restart, an event and a sweep) still stores one message.
 */
export function exerciseMail(deps: {
  exercises: ExercisesRepo;
  players: PlayersRepo;
  recipients: Recipients;
  mailer: Mailer;
}) {
  const { exercises, players, recipients, mailer } = deps;

  /** How an exercise's messages look and whom a reply reaches: read once per batch. */
  async function frame(exercise: ExerciseDoc) {
    const [branding, replyTo] = await Promise.all([
      recipients.branding(exercise),
      recipients.contact(exercise),
    ]);
    return { branding, replyTo };
  }

  function draft(
    exercise: ExerciseDoc,
    key: string,
    to: string,
    playerId: string | null,
    { branding, replyTo }: Awaited<ReturnType<typeof frame>>,
    params: MailParams,
  ): MailDraft {
    return {
      key,
      kind: params.kind,
      client: exercise.client,
      exerciseId: exercise._id,
      playerId,
      to,
      branding,
      params,
      replyTo,
      demo: exercise.orderedBy === DEMO_ORDERED_BY,
    };
  }

  /**
   * The player's calendar event (docs/mail-and-jobs.md, "Calendar"): from the exercise's date
   * to the last day the link works; its SEQUENCE is the minutes from the first day to the
   * expiry, so every extension (a later expiry) is a higher revision of the same event.
   */
  function calendarOf(exercise: ExerciseDoc, player: PlayerDoc, link: string) {
    if (!player.expiresAt || !/^\d{4}-\d{2}-\d{2}$/.test(exercise.date)) return undefined;
    const minutes =
      (Date.parse(player.expiresAt) - Date.parse(`${exercise.date}T00:00:00Z`)) / 60_000;
    const calendar: CalendarParams = {
      uid: `${player._id}.${exercise._id}@${new URL(link).host}`,
      sequence: Math.max(0, Math.floor(minutes)),
      firstDay: exercise.date,
      lastDay: dayOf(player.expiresAt),
    };
    return calendar;
  }

  /** A player's link and its last moment, and the scenario's play time. */
  function linkParams<K extends 'invitation' | 'reminder' | 'extension'>(
    kind: K,
    exercise: ExerciseDoc,
    player: PlayerDoc,
  ) {
    const link = recipients.link(`/exercise/${player.linkToken}`);
    const calendar = kind === 'reminder' ? undefined : calendarOf(exercise, player, link);
    return {
      kind,
      ...titleOf(exercise),
      // The player's own language names the scenario (docs/translations.md).
      scenario:
        localizedTitle(exercise.scenario, playerLanguage(player, exercise)) ||
        exercise.scenarioFileName,
      link,
      expiresOn: dayOf(player.expiresAt),
      expiresAt: player.expiresAt,
      playtime: exercise.scenario.playtime,
      language: playerLanguage(player, exercise),
      ...(calendar ? { calendar } : {}),
    };
  }

  function titleOf(exercise: ExerciseDoc) {
    return {
      scenario: exercise.scenario.title || exercise.scenarioFileName,
      identifier: exercise.identifier,
    };
  }

  /** The players a message can reach: privacy-mode participants have no address. */
  function mailable(list: readonly PlayerDoc[]): PlayerDoc[] {
    return list.filter((player) => player.email !== null && isSendableAddress(player.email));
  }

  async function trainerMail(exercise: ExerciseDoc, kind: 'expiryNotice' | 'resultsReady') {
    const list = await players.listByExercise(exercise._id);
    const finished = list.filter((player) => player.finishedAt !== null).length;
    const base = { ...titleOf(exercise), finished, total: list.length };
    const params: MailParams =
      kind === 'expiryNotice'
        ? { kind, ...base }
        : { kind, ...base, reportLink: recipients.link('/reports') };
    const framed = await frame(exercise);
    const to = await recipients.trainers(exercise);
    return mailer.queue(
      to.map((email) =>
        draft(exercise, `${kind}:${exercise._id}:${email}`, email, null, framed, params),
      ),
    );
  }

  return {
    /** Every player's invitation (none in privacy mode, where the client hands out links). */
    async invite(exerciseId: string): Promise<number> {
      const exercise = await exercises.findById(exerciseId);
      if (!exercise || exercise.facilitated || exercise.private) return 0;
      const framed = await frame(exercise);
      const drafts = mailable(await players.listByExercise(exercise._id)).map((player) =>
        draft(
          exercise,
          invitationKey(player._id),
          player.email ?? '',
          player._id,
          framed,
          linkParams('invitation', exercise, player),
        ),
      );
      return mailer.queue(drafts);
    },

    /** The facilitator's console link, once, at creation. */
    async facilitatorLink(exerciseId: string): Promise<number> {
      const exercise = await exercises.findById(exerciseId);
      const to = exercise?.facilitatorEmail?.trim() ?? '';
      if (!exercise?.facilitated || !exercise.facilitatorToken || !isSendableAddress(to)) return 0;
      return mailer.queue([
        draft(exercise, `facilitator:${exercise._id}`, to, null, await frame(exercise), {
          kind: 'facilitator',
          ...titleOf(exercise),
          link: recipients.link(`/facilitator/${exercise.facilitatorToken}`),
          joinLink: recipients.link(`/exercise/${exercise.joinToken ?? ''}`),
        }),
      ]);
    },

    /** Sends a player's invitation again under `key` (a resend or a reminder). */
    async toPlayer(
      exercise: ExerciseDoc,
      player: PlayerDoc,
      to: string,
      key: string,
      kind: 'invitation' | 'reminder',
    ): Promise<number> {
      return mailer.queue([
        draft(
          exercise,
          key,
          to,
          player._id,
          await frame(exercise),
          linkParams(kind, exercise, player),
        ),
      ]);
    },

    /** "Your link now works until …": once per new expiry of a mailed player. */
    async extended(exerciseId: string, playerId: string): Promise<number> {
      const exercise = await exercises.findById(exerciseId);
      const player = await players.findById(playerId);
      if (!exercise || exercise.facilitated || exercise.private || !player?.expiresAt) return 0;
      if (!player.email || !isSendableAddress(player.email)) return 0;
      const key = `extension:${player._id}:${player.expiresAt}`;
      return mailer.queue([
        draft(
          exercise,
          key,
          player.email,
          player._id,
          await frame(exercise),
          linkParams('extension', exercise, player),
        ),
      ]);
    },

    expiryNotice: (exercise: ExerciseDoc) => trainerMail(exercise, 'expiryNotice'),
    /** Once per exercise, whether every player finished first or the links expired. */
    resultsReady: (exercise: ExerciseDoc) => trainerMail(exercise, 'resultsReady'),
  };
}
export type ExerciseMail = ReturnType<typeof exerciseMail>;
