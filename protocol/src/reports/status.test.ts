import { describe, expect, it } from 'vitest';
import {
  playerResult,
  playerStatus,
  scoreText,
  statusLabel,
  teamResult,
  type PlayerStatusFacts,
} from './status';
import { timelinessVerdict } from './timeliness';

const NOW = Date.UTC(2026, 10, 26, 9);
const facts = (changes: Partial<PlayerStatusFacts> = {}): PlayerStatusFacts => ({
  finished: false,
  expiresAt: new Date(NOW + 60_000).toISOString(),
  now: NOW,
  opened: false,
  playing: false,
  ...changes,
});

describe('playerStatus', () => {
  it('says invited, opened, playing as far as the player got', () => {
    expect(playerStatus(facts())).toBe('invited');
    expect(playerStatus(facts({ opened: true }))).toBe('opened');
    expect(playerStatus(facts({ opened: true, playing: true }))).toBe('playing');
  });

  it('says completed once the run ended, even past the expiry; expired only without an end', () => {
    const past = new Date(NOW).toISOString();
    expect(playerStatus(facts({ finished: true, expiresAt: past }))).toBe('completed');
    expect(playerStatus(facts({ playing: true, expiresAt: past }))).toBe('expired');
    expect(playerStatus(facts({ expiresAt: past }))).toBe('expired');
    expect(playerStatus(facts({ playing: true, expiresAt: null }))).toBe('playing');
  });

  it('says removed before anything else', () => {
    expect(playerStatus(facts({ removed: true, finished: true }))).toBe('removed');
  });
});

describe('playerResult', () => {
  const engine = { score: 0, totalQuestions: 0, passed: true };

  it('gives no score before the player plays, so a never-started run is never a pass', () => {
    expect(playerResult('invited', engine)).toBeNull();
    expect(playerResult('opened', { score: 0, totalQuestions: 1, passed: false })).toBeNull();
  });

  it('gives the pass verdict only to a completed run', () => {
    expect(playerResult('playing', { score: 1, totalQuestions: 2, passed: false })).toEqual({
      score: 1,
      totalQuestions: 2,
    });
    expect(playerResult('expired', engine)).toEqual({ score: 0, totalQuestions: 0 });
    expect(playerResult('completed', engine)).toEqual(engine);
  });

  it('labels the score and status as every view shows them', () => {
    expect(scoreText('playing', { score: 1, totalQuestions: 2 })).toBe('1 / 2 so far');
    expect(scoreText('opened', null)).toBe('—');
    expect(statusLabel('completed', { score: 2, totalQuestions: 2, passed: true })).toBe(
      'Completed · Passed',
    );
    expect(statusLabel('expired', { score: 0, totalQuestions: 1 })).toBe('Expired');
  });
});

describe('teamResult', () => {
  const passed = { score: 1, totalQuestions: 1, passed: true };

  it('passes once every member completed and passed; removed members do not count', () => {
    expect(
      teamResult([
        { status: 'completed', result: passed },
        { status: 'invited', result: null },
      ]),
    ).toEqual({ players: 2, passedPlayers: 1, passed: false });
    expect(
      teamResult([
        { status: 'completed', result: passed },
        { status: 'removed', result: null },
      ]),
    ).toEqual({ players: 1, passedPlayers: 1, passed: true });
  });
});

describe('timelinessVerdict', () => {
  it('is early up to 50 %, in time up to 110 %, late beyond, in time without a limit', () => {
    expect(timelinessVerdict(50, 100)).toBe('early');
    expect(timelinessVerdict(50.001, 100)).toBe('in time');
    expect(timelinessVerdict(110, 100)).toBe('in time');
    expect(timelinessVerdict(110.001, 100)).toBe('late');
    expect(timelinessVerdict(3.3, 3)).toBe('in time');
    expect(timelinessVerdict(9_999, null)).toBe('in time');
    expect(timelinessVerdict(9_999, 0)).toBe('in time');
  });
});
