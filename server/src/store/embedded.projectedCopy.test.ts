import { describe, expect, it, vi } from 'vitest';
import { nedbModel } from './nedbInternals';
import { eachTempStore } from '../testing/tempStore';

const store = eachTempStore('projected');

type Exercise = {
  _id: string;
  title: string;
  clock: { startedAt: number | null; pausedAt: number | null };
  scenario: { events: { id: string; content: string }[] };
};

const big: Exercise = {
  _id: 'e1',
  title: 'Ransomware',
  clock: { startedAt: 1, pausedAt: null },
  scenario: { events: Array.from({ length: 50 }, (_, i) => ({ id: `${i}`, content: 'x' })) },
};

/** Every document the engine copied, as the copy was asked for. */
function copies(): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  const copy = nedbModel.deepCopy.bind(nedbModel);
  vi.spyOn(nedbModel, 'deepCopy').mockImplementation((doc) => {
    seen.push(doc);
    return copy(doc);
  });
  return seen;
}

describe('the embedded engine reading with a projection', () => {
  it('copies only what the projection keeps (issue 36: the scenario copied at every poll)', async () => {
    const exercises = store().collection<Exercise>('exercises');
    await exercises.insertOne(big);
    const seen = copies();
    const light = await exercises.findOne({ _id: 'e1' }, { projection: { scenario: 0 } });
    expect(light).toEqual({ _id: 'e1', title: 'Ransomware', clock: big.clock });
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toHaveProperty('scenario');
    const titled = await exercises.find({}, { projection: { title: 1, 'clock.startedAt': 1 } });
    expect(titled).toEqual([{ _id: 'e1', title: 'Ransomware', clock: { startedAt: 1 } }]);
    expect(seen[1]).not.toHaveProperty('scenario');
  });

  it('hands out copies: changing one changes neither the stored document nor the next read', async () => {
    const exercises = store().collection<Exercise>('exercises');
    await exercises.insertOne(big);
    const light = await exercises.findOne({ _id: 'e1' }, { projection: { scenario: 0 } });
    light!.clock.startedAt = 99;
    const nested = await exercises.findOne({ _id: 'e1' }, { projection: { 'clock.pausedAt': 0 } });
    expect(nested).toEqual({ ...big, clock: { startedAt: 1 } });
    nested!.scenario.events.pop();
    const whole = await exercises.findOne({ _id: 'e1' });
    expect(whole).toEqual(big);
  });
});
