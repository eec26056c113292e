import type { RequestHandler } from 'express';

/** Counts requests in progress so a shutdown can wait for their writes to finish. */
export class InFlight {
  private count = 0;
  private waiters: Array<() => void> = [];

  readonly middleware: RequestHandler = (_req, res, next) => {
    this.count += 1;
    res.once('close', () => {
      this.count -= 1;
      if (this.count === 0) this.waiters.splice(0).forEach((resolve) => resolve());
    });
    next();
  };

  get size(): number {
    return this.count;
  }

  /** Resolves when no request is in progress, or after `timeoutMs`. */
  drained(timeoutMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
