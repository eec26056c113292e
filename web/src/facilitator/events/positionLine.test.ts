import { describe, expect, it } from 'vitest';
import type { PositionPlayer } from '@dojo/protocol';
import { positionLine } from './positionLine';

const NOW = 1_000_000;
const player = (events: PositionPlayer['events'], label?: string): PositionPlayer => ({
  user: 'ana',
  events,
  ...(label ? { label } : {}),
});
const seen = { displayAt: NOW - 60_000, visible: true, subject: 'Welcome' };
const next = (inMs: number) => ({ displayAt: NOW + inMs, visible: false, subject: 'Ransom note' });
const running = { paused: 'false' as const, serverTime: NOW, elapsedMs: 0 };

describe('positionLine', () => {
  it("reads '==> {next subject} ({minutes}m)' with whole minutes left", () => {
    expect(positionLine(player([seen, next(3 * 60_000 + 59_000)]), running)).toBe(
      '==> Ransom note (3m)',
    );
  });

  it("reads '<1m' under a minute, counting down from the read", () => {
    expect(positionLine(player([seen, next(90_000)]), { ...running, elapsedMs: 40_000 })).toBe(
      '==> Ransom note (<1m)',
    );
  });

  it("reads 'Updating' once the next event is due and the status has not caught up", () => {
    expect(positionLine(player([seen, next(5_000)]), { ...running, elapsedMs: 6_000 })).toBe(
      'Updating',
    );
  });

  it("adds 'Disconnected?' when the next event was already due at the read", () => {
    expect(positionLine(player([seen, next(-125_000)]), running)).toBe(
      '==> Ransom note (-2m) Disconnected?',
    );
  });

  it("reads 'PAUSED' while paused and 'Completed' when nothing is hidden", () => {
    expect(positionLine(player([seen, next(60_000)]), { ...running, paused: 'true' })).toBe(
      'PAUSED',
    );
    expect(positionLine(player([seen]), running)).toBe('Completed');
  });

  it("keeps the server's line before the start and for an open question", () => {
    expect(positionLine(player([], 'Not started'), { ...running, paused: '' })).toBe('Not started');
    const awaiting = '==> Awaiting an answer to Welcome';
    expect(positionLine(player([seen], awaiting), running)).toBe(awaiting);
  });
});
