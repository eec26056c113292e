import { newId } from '../../store/ids';
import {
  facilitatorEvents,
  playerEvents,
  type FacilitatorLibrary,
  type FacilitatorLogin,
  type FacilitatorStatus,
  type PlayerListEntry,
  type SendEventRequest,
  type Status,
  type TimeSetting,
  TIME_SETTING_CHANGE,
  hasExtraTime,
  withTimeSetting,
} from '@dojo/protocol';
import { timeSettingOf } from '../exercises/timeSettings';
import { gameTime } from '@dojo/scheduler';
import { badRequest, conflict, notFound, unauthorized } from '../../errors';
import type { DomainEventEmitter } from '../../core/domainEvents';
import type { Publisher } from '../../realtime/publisher';
import type { FacilitatorPrincipal } from '../../core/principal';
import type { ExerciseDoc } from '../exercises/exercise.docs';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { PlayersRepo } from '../exercises/players.repo';
import type { AdHocEventsRepo } from '../exercises/adHocEvents.repo';
import type { ResponsesRepo } from '../exercises/responses.repo';
import type { Erasure } from '../privacy/erasure';
import type { WaitingPlayersRepo } from '../exercises/waitingPlayers.repo';
import { waitingRoomOf } from './waitingRoom';
import { waitingScope } from '../player/waitToken';
import type { MediaRepo } from '../media/media.repo';
import type { PdfsRepo } from '../pdfs/pdfs.repo';
import { adHocScenarioEvent } from './adHocEvent';
import { consoleEvent, pausedState } from './consoleEvents';
import { facilitatorScope } from './facilitator.guard';
import { checkAgainstLibrary, readLibrary, type LibraryRepos } from './library';
import type { PositionsOf } from './positions';
import type { Clock } from '../../core/clock';

type FacilitatorChange = facilitatorEvents.FacilitatorChange;

const MINUTE_MS = 60_000;
const ALL_PLAYERS = 'all';

export const FACILITATOR_MESSAGES = {
  notOpen: 'Open the exercise to players before you start it.',
  notStarted: 'The exercise is not started.',
  notRunning: 'Time can only be pushed while the exercise is running.',
  noRecipient: 'Please select who should receive the event.',
  noTeam: 'Please select a team.',
  unknownPlayer: 'Player not found.',
} as const;
const M = FACILITATOR_MESSAGES;

/**
 * The facilitator console's calls (docs/facilitator.md): open, start, pause, resume and push
 * the shared clock; watch positions; send ad-hoc events; move players; reset. Clock writes
 * are conditional updates, so concurrent presses apply once. Every write that changes what
 * players see is told as a domain event and pushed to every console watching (statusChanged).
 */
export function facilitatorService(
  deps: {
    exercises: ExercisesRepo;
    players: PlayersRepo;
    responses: ResponsesRepo;
    adHocEvents: AdHocEventsRepo;
    /** Who waits for the session to open (docs/facilitator.md, "Waiting room"). */
    waitingPlayers: Pick<WaitingPlayersRepo, 'listByExercise' | 'removePresent'>;
    /** What an ad-hoc event may attach: only media and PDFs that exist. */
    media: Pick<MediaRepo, 'findByName' | 'findByAlias' | 'names'>;
    pdfs: Pick<PdfsRepo, 'findByFileName' | 'names'>;
    /** A reset erases every player's progress through each feature's own repo. */
    erasure: Pick<Erasure, 'run'>;
    events: DomainEventEmitter;
    publisher: Pick<Publisher, 'push'>;
    positions: PositionsOf;
    clock: Clock;
  } & LibraryRepos,
) {
  const { exercises, players, responses, adHocEvents, events, publisher } = deps;
  const now = () => deps.clock.now();

  /** A player would get a 404 for a name that does not exist: refuse it when sending. */
  async function assertAttachmentsExist(input: SendEventRequest): Promise<void> {
    const media = input.media.trim();
    if (media && !(await deps.media.findByName(media)) && !(await deps.media.findByAlias(media))) {
      throw badRequest(`There is no media file named "${media}".`, 'unknown_media');
    }
    const pdf = input.pdf.trim();
    if (input.type === 'Email' && pdf && !(await deps.pdfs.findByFileName(pdf))) {
      throw badRequest(`There is no PDF named "${pdf}".`, 'unknown_pdf');
    }
  }

  async function exerciseOf(principal: FacilitatorPrincipal): Promise<ExerciseDoc> {
    const exercise = await exercises.findById(principal.exerciseId);
    if (!exercise?.facilitated) throw unauthorized('This facilitator link is not valid.');
    return exercise;
  }

  /** Tells the players' runner and every console; the exercise is as stored after the write. */
  function changed(exercise: ExerciseDoc, change: FacilitatorChange, playerId?: string): void {
    const exerciseId = exercise._id;
    if (playerId === undefined) events.emit('exerciseChanged', { exerciseId, change });
    else events.emit('playerChanged', { exerciseId, playerId, change });
    const clock = exercise.clock;
    publisher.push(facilitatorScope(exercise._id), facilitatorEvents.statusChanged, {
      change,
      paused: pausedState(clock),
      open: exercise.open,
      gameTime: clock ? gameTime(clock, now()) : 0,
    });
  }

  async function playerNamed(exercise: ExerciseDoc, user: string) {
    const player = await players.findByUser(exercise._id, user.trim().toLowerCase());
    return player ?? (await players.findByUser(exercise._id, user.trim()));
  }

  return {
    async login(principal: FacilitatorPrincipal): Promise<FacilitatorLogin> {
      const exercise = await exerciseOf(principal);
      return {
        type: 'success',
        scenario: exercise.scenario.title,
        identifier: exercise.identifier,
        events: exercise.scenario.scenario.map(consoleEvent),
        teams: exercise.teams,
      };
    },

    async status(principal: FacilitatorPrincipal): Promise<FacilitatorStatus> {
      const exercise = await exerciseOf(principal);
      const at = now();
      const roster = await players.listByExercise(exercise._id);
      const userOf = new Map(roster.map((player) => [player._id, player.user]));
      const responded: Record<string, string[]> = {};
      for (const response of await responses.listByExercise(exercise._id)) {
        const list = (responded[response.eventId] ??= []);
        const user = userOf.get(response.playerId);
        if (user !== undefined && !list.includes(user)) list.push(user);
      }
      return {
        paused: pausedState(exercise.clock),
        responded,
        currentPositions: await deps.positions(exercise, at),
        open: exercise.open,
        serverTime: at,
        gameTime: exercise.clock ? gameTime(exercise.clock, at) : 0,
        startedAt: exercise.clock?.startedAt ?? null,
        ...waitingRoomOf(await deps.waitingPlayers.listByExercise(exercise._id)),
      };
    },

    /** The recipients an ad-hoc event can go to: every player's name. */
    async participants(principal: FacilitatorPrincipal): Promise<string[]> {
      const exercise = await exerciseOf(principal);
      return (await players.listByExercise(exercise._id)).map((player) => player.user);
    },

    async players(principal: FacilitatorPrincipal): Promise<PlayerListEntry[]> {
      const exercise = await exerciseOf(principal);
      return (await players.listByExercise(exercise._id)).map((player) => ({
        player: player.user,
        team: player.team ?? '',
        // Named only when it is not standard time (the list's additive field).
        ...(hasExtraTime(player.timeSetting) ? { timeSetting: timeSettingOf(player) } : {}),
      }));
    },

    /**
     * Opens the session; everyone in its waiting room is told at once and joins with the alias
     * and team they chose (docs/facilitator.md, "Waiting room"), so the room is emptied; who
     * left before it stays listed as never come in until they join.
     */
    async open(principal: FacilitatorPrincipal): Promise<true> {
      const exercise = await exerciseOf(principal);
      if (await exercises.open(exercise._id)) {
        changed({ ...exercise, open: true }, 'opened');
        publisher.push(waitingScope(exercise._id), playerEvents.exerciseOpened, { opened: true });
        await deps.waitingPlayers.removePresent(exercise._id);
      }
      return true;
    },

    /** Start/Resume: starts a stopped clock, resumes a paused one; running stays running. */
    async continue(principal: FacilitatorPrincipal): Promise<'false'> {
      const exercise = await exerciseOf(principal);
      const clock = exercise.clock;
      if (!exercise.open) throw conflict(M.notOpen, 'not_open');
      if (clock === null || clock.startedAt === null) {
        const started = await exercises.startClock(exercise._id, now());
        if (started) changed(started, 'started');
      } else if (clock.pausedAt !== null) {
        const resumed = await exercises.resumeClock(exercise._id, clock.pausedAt, now());
        if (resumed) changed(resumed, 'resumed');
      }
      return 'false';
    },

    async pause(principal: FacilitatorPrincipal): Promise<'true'> {
      const exercise = await exerciseOf(principal);
      if (pausedState(exercise.clock) === '') throw conflict(M.notStarted, 'not_started');
      const paused = await exercises.pauseClock(exercise._id, now());
      if (paused) changed(paused, 'paused');
      return 'true';
    },

    async push(principal: FacilitatorPrincipal, minutes: number): Promise<Status> {
      const exercise = await exerciseOf(principal);
      const pushed = await exercises.pushClock(exercise._id, minutes * MINUTE_MS);
      if (!pushed) throw conflict(M.notRunning, 'not_running');
      changed(pushed, 'pushed');
      const unit = minutes === 1 ? 'minute' : 'minutes';
      return { type: 'success', data: `Time pushed forward by ${minutes} ${unit}.` };
    },

    async sendEvent(principal: FacilitatorPrincipal, input: SendEventRequest): Promise<Status> {
      const exercise = await exerciseOf(principal);
      const wanted = input.recipient.trim();
      const player = wanted === ALL_PLAYERS ? null : await playerNamed(exercise, wanted);
      if (wanted !== ALL_PLAYERS && !player) throw badRequest(M.noRecipient, 'unknown_recipient');
      await assertAttachmentsExist(input);
      await checkAgainstLibrary(input, deps);
      const at = now();
      await adHocEvents.insert({
        _id: newId(),
        exerciseId: exercise._id,
        event: adHocScenarioEvent(input, `adhoc-${newId()}`),
        recipients: player ? [player._id] : ALL_PLAYERS,
        sentAt: exercise.clock ? gameTime(exercise.clock, at) : 0,
      });
      changed(exercise, 'eventSent', player?._id);
      const to = player ? player.user : 'every player';
      return { type: 'success', data: `The ${input.type} was sent to ${to}.` };
    },

    /** The organisations, personas, media and PDFs the Send Email form picks from. */
    async library(principal: FacilitatorPrincipal): Promise<FacilitatorLibrary> {
      await exerciseOf(principal);
      return readLibrary(deps);
    },

    async changeTeam(principal: FacilitatorPrincipal, user: string, team: string): Promise<Status> {
      const exercise = await exerciseOf(principal);
      if (!exercise.teams.includes(team)) throw badRequest(M.noTeam, 'unknown_team');
      const player = await playerNamed(exercise, user);
      if (!player) throw notFound(M.unknownPlayer, 'unknown_player');
      await players.setTeam(player._id, team);
      changed(exercise, 'teamChanged', player._id);
      return { type: 'success', data: `${player.user} moved to ${team}.` };
    },

    /**
     * A player's time setting, live (docs/extra-time.md): it applies to questions shown from
     * the current game time on; a question already open keeps its limit. Refused once the
     * player's run ended. Two consoles at once: each change is applied in turn.
     */
    async changeTimeSetting(
      principal: FacilitatorPrincipal,
      user: string,
      setting: TimeSetting,
    ): Promise<Status> {
      const exercise = await exerciseOf(principal);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const player = await playerNamed(exercise, user);
        if (!player) throw notFound(M.unknownPlayer, 'unknown_player');
        if (player.finishedAt !== null) {
          throw conflict(TIME_SETTING_CHANGE.finished(player.user), 'player_finished');
        }
        const at = exercise.clock ? gameTime(exercise.clock, now()) : 0;
        const periods = player.timeSettingPeriods ?? [{ from: 0, setting: timeSettingOf(player) }];
        const changedTo = await players.setTimeSetting(
          player,
          setting,
          withTimeSetting(periods, setting, Math.round(at)),
        );
        if (changedTo) {
          changed(exercise, 'timeSettingChanged', player._id);
          return { type: 'success', data: TIME_SETTING_CHANGE.done(player.user, setting) };
        }
      }
      throw conflict(TIME_SETTING_CHANGE.busy, 'stale_write');
    },

    /** Lets a player whose browser lost its device secret join again with the alias. */
    async letBackIn(principal: FacilitatorPrincipal, user: string): Promise<Status> {
      const exercise = await exerciseOf(principal);
      const player = await playerNamed(exercise, user);
      if (!player) throw notFound(M.unknownPlayer, 'unknown_player');
      await players.releaseDevice(player._id);
      return { type: 'success', data: `${player.user} can join again from another device.` };
    },

    /** Deletes what the players did (answers, drafts, notes, reads, social, sent events); keeps them. */
    async reset(principal: FacilitatorPrincipal): Promise<Status> {
      const exercise = await exerciseOf(principal);
      await deps.erasure.run('exerciseReset', { exerciseId: exercise._id });
      const reset = await exercises.resetClock(exercise._id);
      changed(reset ?? exercise, 'reset');
      return { type: 'success', data: "The campaign's data has been reset." };
    },
  };
}
export type FacilitatorService = ReturnType<typeof facilitatorService>;
