/** Tracks running operations so `close()` can let them finish before the engine goes away. */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();
  private closed = false;

  run<R>(operation: () => Promise<R>): Promise<R> {
    if (this.closed) return Promise.reject(new Error('the store is closed'));
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
