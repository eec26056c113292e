import { describe, expect, it } from 'vitest';
import type { PositionPlayer } from '@dojo/protocol';
import { isStuck } from './stuck';

const NOW = 10_000_000;
const clock = { paused: 'false' as const, serverTime: NOW, elapsedMs: 0 };
const awaiting = (receivedMsAgo: number): PositionPlayer => ({
  user: 'ana',
  label: '==> Awaiting an answer to Ransom note',
  events: [{ displayAt: NOW - receivedMsAgo, visible: true, subject: 'Ransom note' }],
});

describe('isStuck', () => {
  it('flags a player waiting on a question with nothing new for N minutes', () => {
    expect(isStuck(awaiting(5 * 60_000), clock, 5)).toBe(true);
    expect(isStuck(awaiting(4 * 60_000), clock, 5)).toBe(false);
    expect(isStuck(awaiting(4 * 60_000), { ...clock, elapsedMs: 60_000 }, 5)).toBe(true);
  });

  it('flags a player whose next event was overdue at the read', () => {
    const late: PositionPlayer = {
      user: 'ben',
      events: [{ displayAt: NOW - 1_000, visible: false, subject: 'Call' }],
    };
    expect(isStuck(late, clock, 5)).toBe(true);
  });

  it('never flags anyone while paused or before the start', () => {
    expect(isStuck(awaiting(60 * 60_000), { ...clock, paused: 'true' }, 5)).toBe(false);
    expect(isStuck(awaiting(60 * 60_000), { ...clock, paused: '' }, 5)).toBe(false);
  });

  it('does not flag a player whose next event is still to come', () => {
    const waiting: PositionPlayer = {
      user: 'ana',
      events: [
        { displayAt: NOW - 30 * 60_000, visible: true, subject: 'Welcome' },
        { displayAt: NOW + 60_000, visible: false, subject: 'Call' },
      ],
    };
    expect(isStuck(waiting, clock, 5)).toBe(false);
  });
});
