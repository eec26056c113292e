import { describe, expect, it, vi } from 'vitest';
import { nedbModel } from '../../store/nedbInternals';
import { exerciseDoc } from '../../testing/playerWorld';
import { eachTempStore } from '../../testing/tempStore';
import { exercisesRepo } from './exercises.repo';

const store = eachTempStore('snapshots');

/** How many documents the engine copied with a scenario in them. */
function scenarioCopies(): { count: number } {
  const seen = { count: 0 };
  const copy = nedbModel.deepCopy.bind(nedbModel);
  vi.spyOn(nedbModel, 'deepCopy').mockImplementation((doc) => {
    if ('scenario' in doc) seen.count += 1;
    return copy(doc);
  });
  return seen;
}

describe('an exercise’s scenario snapshot', () => {
  it('is copied out of the store once, however often the exercise is read', async () => {
    const exercises = exercisesRepo(store());
    const doc = exerciseDoc('e1', Date.parse('2026-11-29T09:00:00Z'), {
      joinToken: 'join-1',
      facilitated: true,
    });
    await exercises.insert(doc);
    const copies = scenarioCopies();
    for (let poll = 0; poll < 5; poll += 1) {
      expect(await exercises.findById('e1')).toEqual(doc);
    }
    expect(await exercises.findByJoinToken('join-1')).toEqual(doc);
    expect(copies.count).toBe(1);
  });

  it('is read-only: a caller cannot change what the next one reads', async () => {
    const exercises = exercisesRepo(store());
    await exercises.insert(exerciseDoc('e1', Date.now()));
    const first = await exercises.findById('e1');
    expect(() => first!.scenario.scenario.pop()).toThrow(TypeError);
    first!.open = false;
    expect((await exercises.findById('e1'))!.open).toBe(true);
  });

  it('is not found once its exercise is removed', async () => {
    const exercises = exercisesRepo(store());
    await exercises.insert(exerciseDoc('e1', Date.now()));
    await exercises.findById('e1');
    await exercises.remove('e1');
    expect(await exercises.findById('e1')).toBeNull();
  });
});
