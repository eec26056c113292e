import { describe, expect, it } from 'vitest';
import type { ExerciseListItem } from '@dojo/protocol';
import { dashboardCounts } from './dashboardCounts';

const item = (changes: Partial<ExerciseListItem>): ExerciseListItem => ({
  name: 'x',
  date: '2026-1-1',
  facilitate: '',
  shortened: '',
  open: true,
  completed: false,
  expired: false,
  expireAt: '2026-2-1T00:00:00.000Z',
  scenario: 's',
  ...changes,
});

describe('dashboardCounts', () => {
  it('counts automated exercises by status, facilitated by Open/Closed, and per scenario', () => {
    const counts = dashboardCounts([
      { scenario: 'a', exercises: [item({ completed: true }), item({ expired: true }), item({})] },
      {
        scenario: 'b',
        exercises: [
          item({ facilitate: '/facilitator/x' }),
          item({ facilitate: '/f/y', open: false }),
        ],
      },
    ]);
    expect(counts.automated).toEqual({ Completed: 1, 'In progress': 1, Expired: 1 });
    expect(counts.facilitated).toEqual({ Open: 1, Closed: 1 });
    expect(counts.perScenario).toEqual([
      { scenario: 'a', exercises: 3 },
      { scenario: 'b', exercises: 2 },
    ]);
  });
});

describe('dashboardCounts per scenario', () => {
  it('names a scenario by its title, not its file name', () => {
    const counts = dashboardCounts([
      { scenario: 'ransomware-at-dawn', title: 'Ransomware at Dawn', exercises: [item({})] },
    ]);
    expect(counts.perScenario).toEqual([{ scenario: 'Ransomware at Dawn', exercises: 1 }]);
  });
});
