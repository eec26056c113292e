import {
  DEFAULT_TIME_SETTING,
  translationFor,
  type Mailbox,
  type PassResult,
} from '@dojo/protocol';
import { scoreProjection, type VisibleEvent } from '@dojo/scheduler';
import { notFound, unauthorized } from '../../errors';
import type { Loaded, PlayerView, PlayerViewSource } from './runner/playerView';
import type { WallClock } from '../../core/clock';
import type { PlayerPrincipal } from '../../core/principal';
import type { PlayersRepo } from '../exercises/players.repo';
import { inboxOf, type InboxOwner } from './inbox';
import { hasOwnEntries, SharedEntries } from './sharedEntries';
import { LINK_GONE, takeGuardRead } from './playerAccess';
import type { GameInputs } from './gameInputs';
import { isRunning, type PlayerGame, type PlayerGames } from './playerGame';
import type { DomainEventEmitter } from '../../core/domainEvents';
import type { ScenarioCache } from './scenarioCache';
import { timeSettingOf } from '../exercises/timeSettings';
import type { PlayerSocial, SocialRepo } from './social.repo';
import { playerLanguage } from '../exercises/playerLanguage';

export const NOT_IN_INBOX = 'This event is not in your inbox.';

/** A player's stored game and social actions: what the runner re-projects on its timer. */
export type ViewInputs = GameInputs & { social: PlayerSocial };

const NO_SOCIAL: PlayerSocial = { likes: [], replies: [] };

export interface MailboxDeps {
  games: PlayerGames;
  players: PlayersRepo;
  social: SocialRepo;
  scenarios: ScenarioCache;
  events: DomainEventEmitter;
  clock: WallClock;
}

/** The player's inbox (getMail), what the runner pushes, reads and the pass mark. */
export function mailboxService(deps: MailboxDeps) {
  const { games, players, social, events, clock } = deps;
  const sharedEntries = new SharedEntries();

  async function gameOf(principal: PlayerPrincipal): Promise<PlayerGame> {
    const game = await games.load(
      principal.exerciseId,
      principal.playerId,
      takeGuardRead(principal),
    );
    if (!game) throw unauthorized(LINK_GONE, 'player_missing');
    return game;
  }

  function visibleEvent(game: PlayerGame, eventId: string): VisibleEvent {
    const found = game.projection.visible.find((visible) => visible.event.id === eventId);
    if (!found) throw notFound(NOT_IN_INBOX, 'not_in_inbox');
    return found;
  }

  function ownerOf(game: PlayerGame): InboxOwner {
    const { player } = game;
    const language = playerLanguage(player, game.exercise);
    const translation = translationFor(game.exercise.scenario, language);
    return {
      user: player.user,
      alias: player.alias,
      readAt: (eventId) => players.readAtOf(player, eventId),
      language: translation ? language : '',
      translation,
    };
  }

  /** Whether the run is over, the team and the clock; the end is recorded the first time. */
  async function statusOf(game: PlayerGame): Promise<Omit<Mailbox, 'events'>> {
    const finished = game.projection.finished !== null;
    // The run's end is kept for reports and completion, the first time anyone sees it.
    if (finished && game.player.finishedAt === null) {
      const at = new Date(game.now).toISOString();
      const first = await players.finish(game.player._id, at);
      const { exerciseId, _id: playerId } = game.player;
      if (first.modifiedCount === 1) events.emit('playerFinished', { exerciseId, playerId });
    }
    return {
      finished,
      team: game.player.team ?? -1,
      timeSetting: timeSettingOf(game.player),
      clock: {
        gameTime: game.projection.gameTime,
        running: isRunning(game.clock) && !finished,
        startedAt: game.clock.startedAt,
      },
    };
  }

  async function mailbox(game: PlayerGame): Promise<Mailbox> {
    const actions = await social.forPlayer(game.exercise._id, game.player._id);
    const status = await statusOf(game);
    return { events: inboxOf(game.projection.visible, ownerOf(game), actions), ...status };
  }

  async function viewOf(inputs: ViewInputs, at?: number): Promise<PlayerView> {
    const game = games.projectInputs(inputs, at);
    const status = await statusOf(game);
    return {
      entries: sharedEntries.of(game.projection, ownerOf(game), inputs.social, game.player.reads),
      finished: status.finished,
      team: status.team,
      teamName: game.player.team,
      clock: status.clock ?? { gameTime: 0, running: false },
      timeSetting: status.timeSetting ?? DEFAULT_TIME_SETTING,
      nextChangeAt: status.finished ? null : games.nextChangeAt(game),
    };
  }

  /**
   * Names inputs whose views are equal at one instant (docs/runner.md "Shared pushes"): one
   * shared projection (`SharedProjections`), the same entries (`SharedEntries`: one language,
   * nothing of the player's own in them) and the same time setting. Made once per inputs.
   */
  const viewKeys = new WeakMap<ViewInputs, string | null>();
  function shareKey(inputs: ViewInputs): string | null {
    let key = viewKeys.get(inputs);
    if (key !== undefined) return key;
    const { player, exercise, social } = inputs;
    const projection = hasOwnEntries(social, player.reads) ? null : games.shareKey(inputs);
    const language = playerLanguage(player, exercise);
    key = projection === null ? null : `${projection}|${language}|${timeSettingOf(player)}`;
    viewKeys.set(inputs, key);
    return key;
  }

  /** What the runner pushes to the player's sockets. */
  const source: PlayerViewSource<ViewInputs> = {
    async view(exerciseId, playerId) {
      const [inputs, actions] = await Promise.all([
        games.loadInputs(exerciseId, playerId),
        social.forPlayer(exerciseId, playerId),
      ]);
      if (!inputs) return null;
      const loaded = { ...inputs, social: actions };
      return { view: await viewOf(loaded), inputs: loaded };
    },
    async views(exerciseId, playerIds) {
      const [all, actions] = await Promise.all([
        games.loadExerciseInputs(exerciseId, playerIds),
        social.forExercise(exerciseId),
      ]);
      const views = new Map<string, Loaded<ViewInputs>>();
      // Read first, then every view projected for one instant: inputs with one share key
      // have one view, unless it is finished (each player's end is recorded by their own).
      const at = clock.now();
      const shared = new Map<string, PlayerView>();
      for (const [playerId, inputs] of all) {
        const loaded = { ...inputs, social: actions.get(playerId) ?? NO_SOCIAL };
        const key = shareKey(loaded);
        let view = key === null ? undefined : shared.get(key);
        if (view === undefined || view.finished) {
          view = await viewOf(loaded, at);
          if (key !== null) shared.set(key, view);
        }
        views.set(playerId, { view, inputs: loaded, at });
      }
      return views;
    },
    reproject: viewOf,
    shareKey,
    release: (exerciseId) => deps.scenarios.drop(exerciseId),
  };

  return {
    gameOf,
    visibleEvent,
    source,

    async mailbox(principal: PlayerPrincipal): Promise<Mailbox> {
      return mailbox(await gameOf(principal));
    },

    /** The first read counts; reading again changes nothing. */
    async markRead(principal: PlayerPrincipal, eventId: string) {
      const game = await gameOf(principal);
      visibleEvent(game, eventId);
      const result = await players.markRead(principal.playerId, eventId, clock.now());
      if (result.modifiedCount > 0) {
        const { exerciseId, playerId } = principal;
        events.emit('playerRead', { exerciseId, playerId, eventIds: [eventId] });
      }
      return { type: 'success' as const, data: 'Marked as read.' };
    },

    /** Opening the social feed reads every post in it; answers the feed. */
    async readTweets(principal: PlayerPrincipal) {
      const game = await gameOf(principal);
      const posts = game.projection.visible.filter((visible) => visible.event.type === 'Social');
      const now = clock.now();
      const results = await Promise.all(
        posts.map((post) => players.markRead(principal.playerId, post.event.id, now)),
      );
      const eventIds = posts
        .filter((_post, index) => (results[index]?.modifiedCount ?? 0) > 0)
        .map((post) => post.event.id);
      if (eventIds.length > 0) {
        const { exerciseId, playerId } = principal;
        events.emit('playerRead', { exerciseId, playerId, eventIds });
      }
      const fresh = await gameOf(principal);
      const feed = await mailbox(fresh);
      return { events: feed.events.filter((event) => event.type === 'Social') };
    },

    /** The pass mark over the questions the player has seen (docs/engine.md, Scoring). */
    async passed(principal: PlayerPrincipal): Promise<PassResult> {
      const game = await gameOf(principal);
      const team = game.player.team ?? undefined;
      const result = scoreProjection(game.projection, game.responses, game.player._id, team);
      return {
        type: result.passed ? 'success' : 'failed',
        score: result.score,
        totalQuestions: result.totalQuestions,
        ...(game.projection.finished ? { ending: game.projection.finished.kind } : {}),
      };
    },
  };
}
export type MailboxService = ReturnType<typeof mailboxService>;
