import { Router } from 'express';
import { z } from 'zod';
import { failure } from '../errors';
import { systemClock, type TimerHandle, type WallClock } from '../core/clock';

interface Pending {
  at: number;
  fire: () => void;
  real: TimerHandle;
}

/**
 * The wall clock of a server started with NODE_ENV=test: real time plus an offset that a
 * browser test moves forward (POST /api/test/clock), so scenario delays pass at once. Timers
 * that fall due on the way fire, in due order; the others are re-armed for what is left.
 */
export class ShiftedClock implements WallClock {
  private readonly pending = new Set<Pending>();

  constructor(
    private offset = 0,
    private readonly base: WallClock = systemClock,
  ) {}

  get offsetMs(): number {
    return this.offset;
  }

  now(): number {
    return this.base.now() + this.offset;
  }

  setTimer(fire: () => void, ms: number): TimerHandle {
    const timer: Pending = { at: this.now() + Math.max(0, ms), fire, real: { id: null } };
    this.arm(timer);
    this.pending.add(timer);
    return { id: timer };
  }

  clearTimer(handle: TimerHandle): void {
    const timer = handle.id as Pending;
    if (!this.pending.delete(timer)) return;
    this.base.clearTimer(timer.real);
  }

  advance(ms: number): void {
    this.offset += ms;
    const now = this.now();
    for (const timer of [...this.pending].sort((a, b) => a.at - b.at)) {
      this.base.clearTimer(timer.real);
      if (timer.at <= now) {
        this.pending.delete(timer);
        timer.fire();
      } else this.arm(timer);
    }
  }

  private arm(timer: Pending): void {
    timer.real = this.base.setTimer(() => {
      this.pending.delete(timer);
      timer.fire();
    }, timer.at - this.now());
  }
}

const Advance = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(7 * 86_400_000),
});

/** `POST /api/test/clock {advanceMs}`: moves the test server's clock; answers where it is. */
export function testClockRoutes(clock: ShiftedClock): Router {
  const router = Router();
  router.post('/api/test/clock', (req, res) => {
    const input = Advance.safeParse(req.body);
    if (!input.success) {
      res.status(400).json(failure('invalid_request', 'advanceMs must be a whole number of ms.'));
      return;
    }
    clock.advance(input.data.advanceMs);
    res.json({ now: clock.now(), offsetMs: clock.offsetMs });
  });
  return router;
}
