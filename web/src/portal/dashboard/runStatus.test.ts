import { describe, expect, it } from 'vitest';
import type { CustomerExerciseGroup, PlayerExercise } from '@dojo/protocol';
import { completionOf, learnersOf, searchExercises, summaryStatuses } from './runStatus';

const run = (name: string, changes: Partial<PlayerExercise> = {}): PlayerExercise => ({
  name,
  code: `code-${name}`,
  completed: false,
  expired: false,
  expiresOn: '2026-12-01T00:00:00.000Z',
  startedOn: null,
  status: 'invited',
  ...changes,
});
const group = (name: string, runs: PlayerExercise[]): CustomerExerciseGroup => ({
  name,
  trainer: '',
  scenario: 'ransomware',
  scenarioTitle: 'Ransomware at Dawn',
  date: '2026-11-23',
  exercises: runs,
});

describe('completionOf', () => {
  it('counts the players of each status', () => {
    const completion = completionOf([
      run('a', { status: 'completed' }),
      run('b', { status: 'playing' }),
      run('c', { status: 'expired' }),
      run('d', { status: 'playing' }),
      run('e'),
    ]);
    expect(completion).toEqual({
      invited: 1,
      opened: 0,
      playing: 2,
      completed: 1,
      expired: 1,
      removed: 0,
    });
    expect(summaryStatuses(completion)).toEqual([
      'invited',
      'opened',
      'playing',
      'completed',
      'expired',
    ]);
  });
});

describe('searchExercises', () => {
  const groups = [
    group('Q3 drill', [run('ana@x.test'), run('ben@x.test')]),
    group('Board', [run('cy@x.test')]),
  ];

  it('keeps an exercise whose name matches with all its players', () => {
    expect(searchExercises(groups, 'q3')[0]?.exercises).toHaveLength(2);
  });

  it('narrows to the players whose name matches', () => {
    const found = searchExercises(groups, 'BEN');
    expect(found.map((entry) => entry.name)).toEqual(['Q3 drill']);
    expect(found[0]?.exercises.map((entry) => entry.name)).toEqual(['ben@x.test']);
  });
});

describe('learnersOf', () => {
  it('lists every learner once with each of their exercises', () => {
    const learners = learnersOf([
      group('Q3', [run('ana@x.test')]),
      group('Q4', [run('ana@x.test')]),
    ]);
    expect(learners).toHaveLength(1);
    expect(learners[0]?.runs.map((entry) => entry.exercise)).toEqual(['Q3', 'Q4']);
  });
});
