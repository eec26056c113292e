import type { Store } from '../port';

/**
 * One change of stored shapes. `up` must be idempotent (safe to run twice) and crash-safe
 * (a kill halfway and a rerun finish it): the runner records a migration as done only after
 * `up` resolves, so a crash reruns it whole on the next start.
 */
export interface Migration {
  id: number;
  name: string;
  up(store: Store): Promise<void>;
  /**
   * Runs again at every start, even once applied: a repair of what a release from before
   * schema versions may still write on upgraded data (it cannot know better;
   * docs/operations.md, "Upgrading"). Only for a cheap, idempotent `up`.
   */
  everyStart?: boolean;
}
