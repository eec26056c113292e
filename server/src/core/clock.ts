/**
 * The wall clock and timers the runner and the player services read, injected so tests move
 * time by hand instead of sleeping (CONVENTIONS: an injected `now()` everywhere).
 */
export interface WallClock {
  /** Epoch milliseconds. */
  now(): number;
  /** Calls `fire` once, `ms` from now; the handle cancels it. */
  setTimer(fire: () => void, ms: number): TimerHandle;
  clearTimer(handle: TimerHandle): void;
}

export type TimerHandle = { readonly id: unknown };

/** What a service that only stamps times needs of the wall clock. */
export type Clock = Pick<WallClock, 'now'>;

/** setTimeout's longest delay; a later due time is re-armed when this one fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const systemClock: WallClock = {
  now: () => Date.now(),
  setTimer(fire, ms) {
    const timer = setTimeout(fire, Math.min(Math.max(0, ms), LONGEST_TIMER_MS));
    // A pending game event never keeps a stopping process alive.
    timer.unref();
    return { id: timer };
  },
  clearTimer(handle) {
    clearTimeout(handle.id as NodeJS.Timeout);
  },
};
