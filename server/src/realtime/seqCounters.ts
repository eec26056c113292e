/**
 * The last sequence number of each scope this process pushed to, bounded (docs/scaling.md,
 * "What one process holds in memory"): two generations of at most `perGeneration` scopes
 * each. A push moves its scope into the current generation; when that one is full it becomes
 * the previous one and the scopes not pushed to since are forgotten. A scope forgotten and
 * pushed to again starts at 1: its client sees a number that is not its last + 1 (or a lower
 * one in `session.hello`) and resyncs the scope through REST once, as after a restart
 * (docs/realtime.md). Without a bound every exercise, player and report ever pushed to since
 * the process started stayed here.
 */
export class SeqCounters {
  private current = new Map<string, number>();
  private previous = new Map<string, number>();

  constructor(private readonly perGeneration = 50_000) {}

  /** The scope's last number, 0 when none (or forgotten). */
  last(scope: string): number {
    return this.current.get(scope) ?? this.previous.get(scope) ?? 0;
  }

  /** Takes the scope's next number. */
  next(scope: string): number {
    const seq = this.last(scope) + 1;
    if (this.current.size >= this.perGeneration && !this.current.has(scope)) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(scope, seq);
    return seq;
  }

  /** How many scopes are remembered (metrics, tests). */
  get size(): number {
    let size = this.current.size;
    for (const scope of this.previous.keys()) if (!this.current.has(scope)) size += 1;
    return size;
  }
}
