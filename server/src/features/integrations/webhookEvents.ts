import type { WebhookEventType } from '@dojo/protocol';
import type { ExerciseDoc, PlayerDoc } from '../exercises/exercise.docs';
import type { Repos } from '../repos';
import type { WebhookSender } from './webhookSender';
import type { WebhookDoc, WebhooksRepo } from './webhooks.repo';

/** What a message says of its exercise: enough to find it in the portal and the report. */
function exerciseData(exercise: ExerciseDoc, players: number) {
  return {
    id: exercise._id,
    identifier: exercise.identifier,
    client: exercise.client,
    scenario: exercise.scenarioFileName,
    date: exercise.date,
    facilitated: exercise.facilitated,
    players,
  };
}

/** The player as the client's own systems know them: the address, unless in privacy mode. */
function playerData(player: PlayerDoc) {
  return {
    id: player._id,
    email: player.email,
    user: player.user,
    team: player.team,
    finishedAt: player.finishedAt,
  };
}

/** An exercise whose client has hooks: what each message about it is told with. */
interface Subscribed {
  exercise: ExerciseDoc;
  hooks: WebhookDoc[];
  data: ReturnType<typeof exerciseData>;
}

/**
 * The game's domain events as webhook messages (docs/integrations.md, "Webhooks"): each event
 * is told once per hook, keyed by what it is about (an exercise starts once, a player
 * completes once), so a repeated domain event or a restart never doubles a message.
 */
export function webhookEvents(deps: {
  repo: WebhooksRepo;
  repos: Pick<Repos, 'exercises' | 'players'>;
  sender: WebhookSender;
}) {
  const { repo, repos, sender } = deps;

  /** The exercise, its client's hooks and the messages' data: null when no hook is set up. */
  async function subscribed(exerciseId: string): Promise<Subscribed | null> {
    const exercise = await repos.exercises.findById(exerciseId);
    if (!exercise) return null;
    // No hook, nothing to tell: nothing more is read (a finish is on the players' hot path,
    // thousands at once when a facilitated exercise ends; issue 36).
    const hooks = await repo.listByClient(exercise.client);
    if (hooks.length === 0) return null;
    const data = exerciseData(exercise, await repos.players.countByExercise(exerciseId));
    return { exercise, hooks, data };
  }

  async function tell(
    found: Subscribed,
    type: WebhookEventType,
    key: string,
    data: Record<string, unknown>,
    playerId?: string,
  ): Promise<void> {
    for (const hook of found.hooks.filter((h) => h.events.includes(type))) {
      await sender.enqueue(hook, type, key, data, {
        exerciseId: found.exercise._id,
        ...(playerId ? { playerId } : {}),
      });
    }
  }

  /** Every player finished, or the links expired: completed, and its report is final. */
  async function ended(exerciseId: string): Promise<void> {
    const found = await subscribed(exerciseId);
    if (!found) return;
    const exercise = found.data;
    await tell(found, 'exercise.completed', `exercise.completed:${exerciseId}`, { exercise });
    await tell(found, 'report.ready', `report.ready:${exerciseId}`, { exercise });
  }

  return {
    ended,
    async ordered(exerciseId: string): Promise<void> {
      const found = await subscribed(exerciseId);
      if (!found) return;
      await tell(found, 'exercise.ordered', `exercise.ordered:${exerciseId}`, {
        exercise: found.data,
      });
    },

    /** The first player entered: the exercise has started (told once). */
    async started(exerciseId: string): Promise<void> {
      const found = await subscribed(exerciseId);
      if (!found) return;
      await tell(found, 'exercise.started', `exercise.started:${exerciseId}`, {
        exercise: found.data,
      });
    },

    /** A player's run ended; when it was the last one, the exercise and its report too. */
    async playerFinished(exerciseId: string, playerId: string): Promise<void> {
      const found = await subscribed(exerciseId);
      if (!found) return;
      const player = await repos.players.findById(playerId);
      if (!player) return;
      await tell(
        found,
        'player.completed',
        `player.completed:${playerId}`,
        { exercise: found.data, player: playerData(player) },
        playerId,
      );
      if (!(await repos.players.hasUnfinished(exerciseId))) await ended(exerciseId);
    },
  };
}
