import { describe, expect, it, vi } from 'vitest';
import type { ExerciseDoc, PlayerDoc } from '../exercises/exercise.docs';
import type { Repos } from '../repos';
import type { WebhookSender } from './webhookSender';
import type { WebhooksRepo } from './webhooks.repo';
import { webhookEvents } from './webhookEvents';

const exercise = { _id: 'ex1', client: 'acme', identifier: 'Drill' } as ExerciseDoc;
const player = { _id: 'p1', exerciseId: 'ex1', user: 'neo', finishedAt: 'now' } as PlayerDoc;

function subject(hooks: { events: string[] }[]) {
  const players = {
    findById: vi.fn(async () => player),
    countByExercise: vi.fn(async () => 2),
    hasUnfinished: vi.fn(async () => true),
  };
  const enqueue = vi.fn(async () => undefined);
  const events = webhookEvents({
    repo: { listByClient: async () => hooks } as unknown as WebhooksRepo,
    repos: {
      exercises: { findById: async () => exercise },
      players,
    } as unknown as Pick<Repos, 'exercises' | 'players'>,
    sender: { enqueue } as unknown as WebhookSender,
  });
  return { events, players, enqueue };
}

describe('webhook events at a finish', () => {
  // A facilitated exercise's end finishes thousands of players within seconds (issue 36).
  it('reads nothing more than the exercise and its hooks when the client has none', async () => {
    const { events, players, enqueue } = subject([]);
    await events.playerFinished('ex1', 'p1');
    expect(players.findById).not.toHaveBeenCalled();
    expect(players.countByExercise).not.toHaveBeenCalled();
    expect(players.hasUnfinished).not.toHaveBeenCalled();
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('tells a hook the completion, with the player and the exercise', async () => {
    const { events, players, enqueue } = subject([{ events: ['player.completed'] }]);
    await events.playerFinished('ex1', 'p1');
    expect(players.hasUnfinished).toHaveBeenCalledWith('ex1');
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue.mock.calls[0]).toMatchObject([
      { events: ['player.completed'] },
      'player.completed',
      'player.completed:p1',
      { exercise: { id: 'ex1', players: 2 }, player: { id: 'p1', user: 'neo' } },
      { exerciseId: 'ex1', playerId: 'p1' },
    ]);
  });
});
