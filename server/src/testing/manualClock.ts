import type { TimerHandle, WallClock } from '../core/clock';

interface Pending {
  handle: TimerHandle;
  at: number;
  fire: () => void;
}

/**
 * A wall clock that moves only when a test says so. `advance` fires every timer that falls
 * due on the way, in due order, each at its own instant.
 */
export class ManualClock implements WallClock {
  private pending: Pending[] = [];
  private current: number;

  constructor(start = Date.UTC(2026, 0, 5, 9, 0, 0)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimer(fire: () => void, ms: number): TimerHandle {
    const handle = { id: Symbol('timer') };
    this.pending.push({ handle, at: this.current + Math.max(0, ms), fire });
    return handle;
  }

  clearTimer(handle: TimerHandle): void {
    this.pending = this.pending.filter((timer) => timer.handle !== handle);
  }

  /** Timers armed and not yet fired. */
  get armed(): number {
    return this.pending.length;
  }

  advance(ms: number): void {
    const until = this.current + ms;
    for (;;) {
      const next = this.pending.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.pending = this.pending.filter((timer) => timer !== next);
      this.current = Math.max(this.current, next.at);
      next.fire();
    }
    this.current = until;
  }
}
