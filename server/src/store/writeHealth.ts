import type { StoreHealth, WriteListener } from './port';

/** The data directory itself (new datafiles, compaction) rather than one collection. */
export const DATA_DIRECTORY = '(data directory)';

/**
 * Whether the store can write, from what its writes and probes saw: a place (a collection, or
 * the data directory) is failing from a failed write until a later write there succeeds (a
 * probe clears only what a probe saw, or the data directory by its real append). Both
 * engines keep one; `/api/health` and `/api/ready` read it.
 */
export class WriteHealth {
  private readonly failing = new Map<string, { at: string; message: string; write: boolean }>();
  /** Places no write may use again in this process (a newer schema recorded); never cleared. */
  private readonly blocked = new Map<string, { at: string; message: string }>();
  private failedWrites = 0;
  private lastFailure: StoreHealth['lastFailure'] = null;
  private readonly listeners: WriteListener[] = [];

  observe(listener: WriteListener): void {
    this.listeners.push(listener);
  }

  /** One write the engine made (or failed to), and how long it took. */
  wrote(collection: string, started: bigint, error?: unknown): void {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (error === undefined) this.succeeded(collection);
    else this.failed(collection, error);
    for (const listener of this.listeners)
      listener({ collection, seconds, ok: error === undefined });
  }

  /**
   * `probe`: a check that wrote nothing there (opening a datafile): it clears what an earlier
   * probe saw, never a failed write (a full disk opens files fine; only a write clears that).
   */
  succeeded(place: string, probe = false): void {
    if (probe && this.failing.get(place)?.write) return;
    this.failing.delete(place);
  }

  /** Everything works again (a database-wide check passed). */
  recovered(): void {
    this.failing.clear();
  }

  /** `write`: a write the engine refused (counted), not a probe. */
  failed(place: string, error: unknown, write = true): void {
    const failure = {
      at: new Date().toISOString(),
      message: error instanceof Error ? error.message : String(error),
    };
    if (write) this.failedWrites += 1;
    this.failing.set(place, { ...failure, write });
    // A full disk fails every place: only the data directory's real append clears it (probe).
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOSPC')
      this.failing.set(DATA_DIRECTORY, { ...failure, write: false });
    this.lastFailure = { collection: place, ...failure };
  }

  /** From now on this process must not write (`place` says why); no write or probe clears it. */
  block(place: string, error: Error): void {
    const failure = { at: new Date().toISOString(), message: error.message };
    this.blocked.set(place, failure);
    this.lastFailure = { collection: place, ...failure };
  }

  snapshot(): StoreHealth {
    const failing = new Set([...this.failing.keys(), ...this.blocked.keys()]);
    return {
      writable: failing.size === 0,
      failing: [...failing].sort(),
      failedWrites: this.failedWrites,
      lastFailure: this.lastFailure,
    };
  }
}
