import { RecentlyUsed } from '../../core/recentlyUsed';
import type { ExerciseDoc } from './exercise.docs';

type Snapshot = ExerciseDoc['scenario'];

/** Enough for every exercise running at once on one process; the least used go first. */
const DEFAULT_LIMIT = 500;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Each exercise's scenario snapshot, read once (issue 36). The snapshot is taken when the
 * exercise is created and never written again, yet it is most of the exercise's document: a
 * real scenario's hundred events, with their translations, copied out of the store at every
 * poll, join and finish. Here the exercise is read without it and given the one kept here.
 * Frozen, so a caller that would change it (and so every other caller's) fails at once.
 */
export class ScenarioSnapshots {
  private readonly kept: RecentlyUsed<Snapshot>;

  constructor(limit = DEFAULT_LIMIT) {
    this.kept = new RecentlyUsed(limit);
  }

  get(exerciseId: string): Snapshot | undefined {
    return this.kept.get(exerciseId);
  }

  keep(exerciseId: string, snapshot: Snapshot): Snapshot {
    return this.kept.set(exerciseId, deepFreeze(snapshot));
  }

  forget(exerciseId: string): void {
    this.kept.delete(exerciseId);
  }
}
