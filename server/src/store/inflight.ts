/** An operation asked of a store that has closed (a shutdown in progress, not a fault). */
export class StoreClosedError extends Error {
  constructor() {
    super('the store is closed');
    this.name = 'StoreClosedError';
  }
}

/** Tracks running operations so `close()` can let them finish before the engine goes away. */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();
  private closed = false;

  run<R>(operation: () => Promise<R>): Promise<R> {
    if (this.closed) return Promise.reject(new StoreClosedError());
    const promise = operation();
    this.pending.add(promise);
    const forget = () => this.pending.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  /** Refuses new operations, then waits for the running ones (whether they succeed or not). */
  async close(): Promise<void> {
    this.closed = true;
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
