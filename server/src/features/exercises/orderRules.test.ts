import { describe, expect, it } from 'vitest';
import { expiresAtFor, levelAllows, orderDate, resolveTeams, teamName } from './orderRules';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

describe('teamName', () => {
  it('reads -1 and blank names as no team, numbers as the default columns', () => {
    expect([-1, 0, 1, 2, 3, 4].map(teamName)).toEqual([
      null,
      'Athena',
      'Artemis',
      'Cronus',
      'Hades',
      'Team 5',
    ]);
    expect(teamName('  ')).toBeNull();
    expect(teamName(' Blue team ')).toBe('Blue team');
  });
});

describe('resolveTeams', () => {
  it('lists the teams in order of first use, once each', () => {
    const players = [
      { email: 'a@x', team: 'Red' },
      { email: 'b@x', team: -1 },
      { email: 'c@x', team: 0 },
      { email: 'd@x', team: 'Red' },
    ];
    expect(resolveTeams(players).teams).toEqual(['Red', 'Athena']);
  });
});

describe('levelAllows', () => {
  it('lets any level order a scenario of level -1 and needs at least the scenario’s level', () => {
    expect(levelAllows(-1, 0)).toBe(true);
    expect(levelAllows(1, 0)).toBe(false);
    expect(levelAllows(1, 1)).toBe(true);
    expect(levelAllows(2, 1)).toBe(false);
  });
});

describe('orderDate', () => {
  it('pads the picker date so dates sort as text', () => {
    expect(orderDate('2026-3-4', NOW)).toBe('2026-03-04');
  });

  it('offers the current UTC year and the two after it', () => {
    expect(orderDate('2028-12-31', NOW)).toBe('2028-12-31');
    expect(() => orderDate('2025-12-31', NOW)).toThrow('Select a date from 2026 to 2028.');
    expect(() => orderDate('2029-1-1', NOW)).toThrow('Select a date from 2026 to 2028.');
  });
});

describe('expiresAtFor', () => {
  it('keeps links working to the end of the 14th day after the scheduled date (UTC)', () => {
    expect(expiresAtFor('2026-12-01', NOW)).toBe('2026-12-16T00:00:00.000Z');
  });

  it('gives an order for a date already past 14 days from now', () => {
    expect(expiresAtFor('2026-01-01', NOW)).toBe(new Date(NOW + 14 * 86_400_000).toISOString());
  });
});
