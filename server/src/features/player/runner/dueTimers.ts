import type { TimerHandle, WallClock } from '../../../core/clock';

interface DueGroup<S> {
  timer: TimerHandle;
  members: Set<S>;
}

/**
 * One timer per group (an exercise) and due instant, however many scopes wait for it
 * (docs/runner.md "One timer per due moment"). When it fires, every member is handed over
 * at once with the instant it fired at, so scopes due together are projected together.
 */
export class DueTimers<S> {
  private readonly groups = new Map<string, DueGroup<S>>();
  private readonly armedAt = new Map<S, string>();

  constructor(
    private readonly clock: WallClock,
    private readonly fire: (members: S[], now: number) => void,
  ) {}

  /**
   * Arms every one of `members` at wall time `at` in `group`, one key for all; any earlier
   * arming of each is dropped (null: disarms them).
   */
  arm(members: readonly S[], group: string, at: number | null): void {
    if (at === null) {
      for (const member of members) this.disarm(member);
      return;
    }
    const key = `${group}@${at}`;
    for (const member of members) {
      if (this.armedAt.get(member) === key) continue;
      this.disarm(member);
      this.join(member, key, at);
    }
  }

  disarm(member: S): void {
    const key = this.armedAt.get(member);
    if (key === undefined) return;
    this.armedAt.delete(member);
    const due = this.groups.get(key);
    due?.members.delete(member);
    if (due && due.members.size === 0) {
      this.clock.clearTimer(due.timer);
      this.groups.delete(key);
    }
  }

  isArmed(member: S): boolean {
    return this.armedAt.has(member);
  }

  /** Armed members, and pending timers (one per group and due instant). */
  counts(): { armed: number; timers: number } {
    return { armed: this.armedAt.size, timers: this.groups.size };
  }

  clear(): void {
    for (const due of this.groups.values()) this.clock.clearTimer(due.timer);
    this.groups.clear();
    this.armedAt.clear();
  }

  private join(member: S, key: string, at: number): void {
    let due = this.groups.get(key);
    if (!due) {
      // At least 1 ms, so a due time that has just passed can never spin.
      const delay = Math.max(1, at - this.clock.now());
      const members = new Set<S>();
      const timer = this.clock.setTimer(() => this.fired(key, members), delay);
      due = { timer, members };
      this.groups.set(key, due);
    }
    due.members.add(member);
    this.armedAt.set(member, key);
  }

  private fired(key: string, members: Set<S>): void {
    this.groups.delete(key);
    for (const member of members) this.armedAt.delete(member);
    this.fire([...members], this.clock.now());
  }
}
