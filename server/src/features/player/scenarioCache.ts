import { compileScenario, type CompiledScenario } from '@dojo/scheduler';
import type { ExerciseDoc } from '../exercises/exercise.docs';

/** Enough for every exercise running at once on one process; the least used go first. */
const DEFAULT_LIMIT = 500;

/**
 * Each exercise's scenario snapshot compiled once. The snapshot never changes after the
 * exercise is created, so an entry stays right until the runner drops it (no scope of the
 * exercise left here) or it falls out as the least recently used.
 */
export class ScenarioCache {
  private readonly compiled = new Map<string, CompiledScenario>();

  constructor(private readonly limit = DEFAULT_LIMIT) {}

  get(exercise: Pick<ExerciseDoc, '_id' | 'scenario'>): CompiledScenario {
    const known = this.compiled.get(exercise._id);
    if (known) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.compiled.delete(exercise._id);
      this.compiled.set(exercise._id, known);
      return known;
    }
    const fresh = compileScenario(exercise.scenario.scenario);
    this.compiled.set(exercise._id, fresh);
    if (this.compiled.size > this.limit) {
      const oldest = this.compiled.keys().next().value;
      if (oldest !== undefined) this.compiled.delete(oldest);
    }
    return fresh;
  }

  drop(exerciseId: string): void {
    this.compiled.delete(exerciseId);
  }

  get size(): number {
    return this.compiled.size;
  }
}
