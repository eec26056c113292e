interface Slice {
  size: number;
  work: () => void;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Work cut in slices, run at most `perTurn` items' worth per turn of the event loop, every
 * slice in the loop's check phase (`setImmediate`) and none in the turn that asked for it
 * (docs/runner.md "Shared pushes").
 *
 * Why one queue, and why never at once: a slice run by a timer's callback and the next one
 * run by its `setImmediate` fall in the same turn (Node runs timers after the check phase),
 * so the loop was held for two slices; and every group of scopes due at one instant
 * (one per share key) used to cut its own slices, all of whose first slices ran in that one turn.
 * With one queue, a turn runs the slices waiting when it begins, up to `perTurn` items (one
 * slice at least, whatever its size); timers and I/O run between turns.
 */
export class TurnSlices {
  private readonly waiting: Slice[] = [];
  private scheduled = false;

  constructor(private readonly perTurn: number) {}

  /**
   * Runs `work` on `items` a slice of at most `perTurn` at a time, each in a later turn than
   * the one before; settles when the last has run.
   */
  async each<T>(items: readonly T[], work: (slice: T[]) => void): Promise<void> {
    for (let from = 0; from < items.length; from += this.perTurn) {
      const slice = items.slice(from, from + this.perTurn);
      await this.run(slice.length, () => work(slice));
    }
  }

  /** Runs `work` (about `size` items) in a later turn; settles when it has run. */
  run(size: number, work: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ size, work, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.turn());
  }

  private turn(): void {
    this.scheduled = false;
    let used = 0;
    while (this.waiting.length > 0) {
      const next = this.waiting[0]!;
      if (used > 0 && used + next.size > this.perTurn) break;
      this.waiting.shift();
      used += next.size;
      try {
        next.work();
        next.resolve();
      } catch (error) {
        next.reject(error);
      }
    }
    if (this.waiting.length > 0) this.schedule();
  }
}
