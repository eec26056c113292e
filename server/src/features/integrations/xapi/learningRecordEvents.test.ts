import { describe, expect, it, vi } from 'vitest';
import type { ExerciseDoc } from '../../exercises/exercise.docs';
import type { Repos } from '../../repos';
import type { LearningRecordsRepo } from './learningRecords.repo';
import { learningRecordEvents } from './learningRecordEvents';
import type { LrsSender } from './lrsSender';

describe('learning record events for a client without a store', () => {
  // Every entry, answer and finish asks; a facilitated exercise's end is thousands of finishes
  // within seconds (issue 36).
  it('reads the exercise and the store, and neither the player nor the game', async () => {
    const players = { findById: vi.fn() };
    const games = { load: vi.fn() };
    const enqueue = vi.fn();
    const events = learningRecordEvents({
      repo: { findStore: async () => null } as unknown as LearningRecordsRepo,
      repos: {
        exercises: { findById: async () => ({ _id: 'ex1', client: 'acme' }) as ExerciseDoc },
        players,
        responses: { findOne: vi.fn() },
      } as unknown as Pick<Repos, 'exercises' | 'players' | 'responses'>,
      games,
      sender: { enqueue } as unknown as LrsSender,
      now: () => 0,
      base: 'https://dojo.example',
    });
    await events.launched('ex1', 'p1');
    await events.answered('ex1', 'p1', '1', null);
    await events.finished('ex1', 'p1');
    expect(players.findById).not.toHaveBeenCalled();
    expect(games.load).not.toHaveBeenCalled();
    expect(enqueue).not.toHaveBeenCalled();
  });
});
