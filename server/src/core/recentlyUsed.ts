/**
 * A map that keeps at most `limit` entries, the least recently used going first: the home of
 * the bounded caches of things written once (an exercise's scenario snapshot, its compiled form).
 */
export class RecentlyUsed<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string): V | undefined {
    const known = this.entries.get(key);
    if (known !== undefined) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, known);
    }
    return known;
  }

  set(key: string, value: V): V {
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
