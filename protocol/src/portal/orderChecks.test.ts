import { describe, expect, it } from 'vitest';
import { isPastStartDate, pastStartWarning, teamsLeftEmpty } from './orderChecks';

const NOW = Date.UTC(2026, 10, 26, 6, 30); // 26 November 2026, 06:30 UTC

describe('isPastStartDate', () => {
  it('calls yesterday past, and today or later not', () => {
    expect(isPastStartDate('2026-11-25', NOW)).toBe(true);
    expect(isPastStartDate('2026-1-3', NOW)).toBe(true);
    expect(isPastStartDate('2026-11-26', NOW)).toBe(false);
    expect(isPastStartDate('2026-12-1', NOW)).toBe(false);
    expect(isPastStartDate('not a date', NOW)).toBe(false);
  });

  it('words the warning with the date', () => {
    expect(pastStartWarning('2026-11-3', NOW)).toBe(
      'The start date 3 November 2026 has passed: the exercise starts and the players are emailed as soon as you submit.',
    );
    expect(pastStartWarning('2026-11-26', NOW)).toBeNull();
  });
});

describe('teamsLeftEmpty', () => {
  const none = [
    { email: 'a@x.test', team: -1 },
    { email: 'b@x.test', team: ' ' },
    { email: '  ', team: 'Athena' },
  ];
  it('refuses Enable Teams when every non-blank player is in No Team', () => {
    expect(teamsLeftEmpty(true, none)).toMatch(/^Teams are enabled but every player is in No Team/);
  });
  it('accepts one player in a team, teams off, or no players', () => {
    expect(teamsLeftEmpty(true, [...none, { email: 'c@x.test', team: 0 }])).toBeNull();
    expect(teamsLeftEmpty(true, [{ email: 'c@x.test', team: 'Athena' }])).toBeNull();
    expect(teamsLeftEmpty(false, none)).toBeNull();
    expect(teamsLeftEmpty(undefined, none)).toBeNull();
    expect(teamsLeftEmpty(true, [])).toBeNull();
  });
});
