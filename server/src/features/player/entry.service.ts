import {
  PLAYER_MESSAGES,
  aliasForm,
  beforeOrderDate,
  localizedTitle,
  scenarioLanguages,
  TRANSLATION_MESSAGES,
  type Language,
  type ExerciseSession,
  type ExpiredExercise,
  type UnknownExercise,
  type NotStartedExercise,
  type Status,
  type WaitingRoom,
} from '@dojo/protocol';
import type { PlayerPrincipal } from '../../core/principal';
import { STOPPED_CLOCK } from '@dojo/scheduler';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { WallClock } from '../../core/clock';
import type { TokenService } from '../auth/tokens';
import type { ClientsRepo } from '../clients/clients.repo';
import type { ExerciseDoc, PlayerDoc } from '../exercises/exercise.docs';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { PlayersRepo } from '../exercises/players.repo';
import type { WaitingPlayersRepo } from '../exercises/waitingPlayers.repo';
import { newWaitToken } from './waitToken';
import { deviceSecretHash, deviceSecretMatches, newDeviceSecret } from './deviceSecret';
import { hasExpired } from './playerAccess';
import type { PlayerGames } from './playerGame';
import type { DomainEventEmitter } from '../../core/domainEvents';
import { playerLanguage } from '../exercises/playerLanguage';
import { timeSettingOf } from '../exercises/timeSettings';

export const EXERCISE_NOT_FOUND = PLAYER_MESSAGES.exerciseNotFound;
export const NOT_OPEN =
  'The exercise is not open to players yet. Please wait for your facilitator.';
const EXPIRED: ExpiredExercise = { type: 'failed', data: 'expired' };
const UNKNOWN: UnknownExercise = { type: 'failed', data: EXERCISE_NOT_FOUND };

export interface EntryDeps {
  exercises: ExercisesRepo;
  players: PlayersRepo;
  waiting: WaitingPlayersRepo;
  clients: ClientsRepo;
  tokens: TokenService;
  games: PlayerGames;
  events: DomainEventEmitter;
  clock: WallClock;
  /** PLAYERS_PER_SESSION: how many players a facilitated session takes. */
  playersPerSession: number;
}

/**
 * The alias form per team list, built once: a zod schema costs more to build than to run, and
 * every join of a session checks against the same teams. Bounded: a busy morning names a few
 * team lists, never thousands.
 */
const ALIAS_FORMS_KEPT = 200;
const aliasForms = new Map<string, ReturnType<typeof aliasForm>>();
function aliasFormOf(teams: readonly string[]) {
  const key = JSON.stringify(teams);
  let form = aliasForms.get(key);
  if (!form) {
    if (aliasForms.size >= ALIAS_FORMS_KEPT) aliasForms.clear();
    form = aliasForm(teams);
    aliasForms.set(key, form);
  }
  return form;
}

/** Opening an exercise link (docs/player-api.md, loginToken). */
export function entryService(deps: EntryDeps) {
  const { exercises, players, waiting, clients, tokens, games, events, clock } = deps;
  const { playersPerSession } = deps;

  /** The logo and NDA of the branding client, else of the client that ordered it. */
  async function brandingOf(exercise: ExerciseDoc) {
    const names = [exercise.branding, exercise.client].filter((name): name is string => !!name);
    for (const name of names) {
      const client = await clients.findByName(name);
      if (client) return client.configuration;
    }
    return { branding_logo_url: '', nda_text: '' };
  }

  async function sessionBase(exercise: ExerciseDoc) {
    const branding = await brandingOf(exercise);
    return {
      type: 'success' as const,
      scenario: exercise.scenario.title || exercise.scenarioFileName,
      facilitated: exercise.facilitated,
      teams: exercise.facilitated ? exercise.teams : exercise.scenario.teams,
      beta: exercise.scenario.beta,
      scenarioLanguages: scenarioLanguages(exercise.scenario),
      branding_logo_url: branding.branding_logo_url,
      nda_text: branding.nda_text,
    };
  }

  /** The player's session, with the player token every later call and the socket carry. */
  async function playerSession(exercise: ExerciseDoc, player: PlayerDoc): Promise<ExerciseSession> {
    const game = await games.load(exercise._id, player._id);
    const finished = game?.projection.finished != null || player.finishedAt !== null;
    const token = await tokens.sign({ sub: player._id, kind: 'player', exercise: exercise._id });
    const title = localizedTitle(exercise.scenario, playerLanguage(player, exercise));
    return {
      ...(await sessionBase(exercise)),
      ...(title ? { scenario: title } : {}),
      user: player.user,
      team: player.team ?? -1,
      token,
      finished,
      ...(player.language ? { language: player.language } : {}),
      ...(exercise.language ? { orderLanguage: exercise.language } : {}),
      timeSetting: timeSettingOf(player),
    };
  }

  /** The first entry of an automated player starts their clock; later entries change nothing. */
  async function enter(exercise: ExerciseDoc, player: PlayerDoc): Promise<PlayerDoc> {
    if (exercise.facilitated || player.clock !== null) return player;
    const started = await players.startClock(player._id, {
      ...STOPPED_CLOCK,
      startedAt: clock.now(),
    });
    if (!started) return (await players.findById(player._id)) ?? player;
    events.emit('playerJoined', { exerciseId: exercise._id, playerId: player._id });
    return started;
  }

  async function rejoin(
    exercise: ExerciseDoc,
    player: PlayerDoc,
    deviceSecret: string | undefined,
  ): Promise<ExerciseSession> {
    if (player.deviceSecretHash) {
      if (!deviceSecretMatches(deviceSecret, player.deviceSecretHash)) {
        throw conflict(PLAYER_MESSAGES.aliasTaken, 'alias_taken');
      }
      return playerSession(exercise, player);
    }
    // No secret yet (released by the facilitator): this browser claims the alias.
    const secret = newDeviceSecret();
    const claimed = await players.claimDevice(player._id, deviceSecretHash(secret));
    if (!claimed) throw conflict(PLAYER_MESSAGES.aliasTaken, 'alias_taken');
    return { ...(await playerSession(exercise, claimed)), deviceSecret: secret };
  }

  /** Before Open: the player waits in the session's waiting room, which the console lists. */
  async function waitForOpen(exercise: ExerciseDoc, alias: string, team: string) {
    const entry = await waiting.wait({
      exerciseId: exercise._id,
      user: alias,
      team,
      since: clock.now(),
      waitToken: newWaitToken(),
    });
    if (!entry) throw forbidden(NOT_OPEN, 'exercise_closed');
    events.emit('playerWaiting', { exerciseId: exercise._id });
    return { type: 'waiting' as const, data: NOT_OPEN, waitToken: entry.waitToken };
  }

  return {
    /**
     * The player accepted the agreement (docs/reports.md, "Player status"): kept the first
     * time, which moves their status from opened to playing; later calls change nothing.
     */
    async agreeNda(principal: PlayerPrincipal): Promise<Status> {
      const { exerciseId, playerId } = principal;
      const at = new Date(clock.now()).toISOString();
      const first = await players.agreeNda(playerId, at);
      if (first.modifiedCount === 1) events.emit('playerStarted', { exerciseId, playerId });
      return { type: 'success', data: 'Agreement recorded.' };
    },

    /** The player's language choice (docs/languages.md): kept on their record. */
    async setLanguage(principal: PlayerPrincipal, language: Language): Promise<Status> {
      await players.setLanguage(principal.playerId, language);
      return { type: 'success', data: 'Language saved.' };
    },

    async loginToken(
      linkToken: string,
    ): Promise<ExerciseSession | ExpiredExercise | NotStartedExercise | UnknownExercise> {
      const player = await players.findByLinkToken(linkToken);
      if (player) {
        const exercise = await exercises.findById(player.exerciseId);
        if (!exercise) return UNKNOWN;
        if (hasExpired(player, clock.now())) return EXPIRED;
        // Before the order's date the link shows when it starts (docs/mail-and-jobs.md).
        if (beforeOrderDate(exercise.date, clock.now())) {
          return { type: 'failed', data: 'notStarted', startsOn: exercise.date };
        }
        return playerSession(exercise, await enter(exercise, player));
      }
      const shared = await exercises.findByJoinToken(linkToken);
      if (!shared) return UNKNOWN;
      // The shared link of a facilitated exercise: the alias form comes next (joinFacilitated).
      return { ...(await sessionBase(shared)), user: '', token: '', finished: false };
    },

    /**
     * A facilitated player's join (docs/security.md): a new alias gets a player and a device
     * secret (while the session has room); a taken alias continues only with its secret.
     */
    async joinFacilitated(
      joinToken: string,
      alias: string,
      team: string,
      deviceSecret?: string,
      language?: Language,
    ): Promise<ExerciseSession | WaitingRoom> {
      const exercise = await exercises.findByJoinToken(joinToken);
      if (!exercise) throw notFound(EXERCISE_NOT_FOUND, 'exercise_not_found');
      const languages = scenarioLanguages(exercise.scenario);
      if (language !== undefined && !languages.includes(language)) {
        throw badRequest(
          TRANSLATION_MESSAGES.unsupported(language, languages),
          'unsupported_language',
        );
      }
      const form = aliasFormOf(exercise.teams).safeParse({ alias, team });
      if (!form.success) throw badRequest(form.error.issues[0]?.message ?? 'Please select a team.');
      if (!exercise.open) return waitForOpen(exercise, form.data.alias, form.data.team);
      if (await waiting.remove(exercise._id, form.data.alias)) {
        events.emit('playerWaiting', { exerciseId: exercise._id });
      }

      if ((await players.countByExercise(exercise._id)) >= playersPerSession) {
        // A full session still lets its own players back in.
        const existing = await players.findByUser(exercise._id, form.data.alias);
        if (existing) return rejoin(exercise, existing, deviceSecret);
        throw conflict(PLAYER_MESSAGES.sessionFull(playersPerSession), 'session_full');
      }
      const secret = newDeviceSecret();
      const hash = deviceSecretHash(secret);
      // One lookup of the alias (the repo answers the player already stored under it), not a
      // second one before it: each costs the embedded store about 40 KB at 2,000 players.
      const player = await players.createFacilitatedPlayer(
        exercise,
        form.data.alias,
        form.data.team,
        hash,
        language,
      );
      // The alias was taken, earlier or by another browser a moment ago: a rejoin, which only
      // that player's device secret (or the facilitator's release) continues.
      if (player.deviceSecretHash !== hash) return rejoin(exercise, player, deviceSecret);
      events.emit('playerJoined', { exerciseId: exercise._id, playerId: player._id });
      return { ...(await playerSession(exercise, player)), deviceSecret: secret };
    },
  };
}
export type EntryService = ReturnType<typeof entryService>;
