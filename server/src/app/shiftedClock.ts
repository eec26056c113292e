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

const StepsOf = z.object({ username: z.string().min(1).max(200) });

/**
 * `POST /api/test/clock {advanceMs}`: moves the test server's clock; answers where it is.
 * `POST /api/test/secondFactorSteps {username}`: lets the account's one-time code steps be
 * taken again (the browser tests' admin signs in many times a step, tests/e2e/support).
 */
export function testClockRoutes(
  clock: ShiftedClock,
  forgetTotpSteps: (username: string) => Promise<void>,
): Router {
  const router = Router();
  router.post('/api/test/secondFactorSteps', async (req, res) => {
    const input = StepsOf.safeParse(req.body);
    if (!input.success) {
      res.status(400).json(failure('invalid_request', 'username must be an account name.'));
      return;
    }
    await forgetTotpSteps(input.data.username);
    res.json({ type: 'success' });
  });
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
