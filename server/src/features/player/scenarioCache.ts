import { compileScenario, type CompiledScenario } from '@dojo/scheduler';
import { RecentlyUsed } from '../../core/recentlyUsed';
import type { ExerciseDoc } from '../exercises/exercise.docs';

/** Enough for every exercise running at once on one process; the least used go first. */
const DEFAULT_LIMIT = 500;

/**
 * Each exercise's scenario snapshot compiled once. The snapshot never changes after the
 * exercise is created, so an entry stays right until the runner drops it (no scope of the
 * exercise left here) or it falls out as the least recently used.
 */
export class ScenarioCache {
  private readonly compiled: RecentlyUsed<CompiledScenario>;

  constructor(limit = DEFAULT_LIMIT) {
    this.compiled = new RecentlyUsed(limit);
  }

  get(exercise: Pick<ExerciseDoc, '_id' | 'scenario'>): CompiledScenario {
    return (
      this.compiled.get(exercise._id) ??
      this.compiled.set(exercise._id, compileScenario(exercise.scenario.scenario))
    );
  }

  drop(exerciseId: string): void {
    this.compiled.delete(exerciseId);
  }

  get size(): number {
    return this.compiled.size;
  }
}
