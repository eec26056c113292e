import type { ScenarioEvent } from '@dojo/protocol';
import { describe, expect, it } from 'vitest';
import { DEMO_SCENARIO } from '../../../server/src/demo/scenario';
import { prePublishCheck } from './prePublish';

const event = (id: string, fields: Partial<ScenarioEvent> = {}): ScenarioEvent => ({
  id,
  section: '1',
  type: 'Email',
  subject: `Subject ${id}`,
  responseType: 'none',
  options: '',
  next: -1,
  ...fields,
});
const question = (id: string, fields: Partial<ScenarioEvent> = {}) =>
  event(id, {
    responseType: 'option',
    options: '[{"option":"Right"},{"option":"Wrong"}]',
    correct: ['Right'],
    wrong: ['Wrong'],
    timeLimit: '60',
    ...fields,
  });
const MIN = 60_000;

describe('prePublishCheck on the demo scenario', () => {
  const check = prePublishCheck(DEMO_SCENARIO.scenario);

  it('finds nothing to fix', () => {
    expect(check).toMatchObject({
      unreachable: [],
      dangling: [],
      cyclesWithoutExit: [],
      issues: [],
    });
  });

  it('plays in 30 seconds answering at once and 26 min 35 s using every limit, within the 90-minute slot', () => {
    expect(check).toMatchObject({
      shortestPlayMs: 30_000,
      longestPlayMs: 1_595_000,
      slotMs: 90 * MIN,
      withinSlot: true,
    });
  });

  it('lets a player answer all three scored questions correctly on the containment path', () => {
    expect(check).toMatchObject({ bestScore: 1, totalQuestions: 3, reachesPassMark: true });
  });
});

describe('prePublishCheck graph', () => {
  it('reports main events no branch reaches, but not Preset and Noise events', () => {
    const check = prePublishCheck([
      event('1', { section: 'Preset' }),
      event('2', { next: '/0' }),
      event('3', { next: '/0' }),
      event('4', { section: 'Noise', displayAfter: '5' }),
    ]);
    expect(check.unreachable).toEqual(['3']);
    expect(check.issues).toContain('Event (3) Subject 3 cannot be reached from the start.');
  });

  it('counts displayAfter events as starting points', () => {
    const check = prePublishCheck([event('1', { next: '/0' }), event('2', { displayAfter: '10' })]);
    expect(check.unreachable).toEqual([]);
  });

  it('counts an event reached only when a time limit runs out as reachable', () => {
    const check = prePublishCheck([
      question('1', {
        options: '[{"option":"Right","next":"/0"},{"option":"Wrong","next":"/0"}]',
        next: '2',
      }),
      event('2', { next: '/0' }),
    ]);
    expect(check.unreachable).toEqual([]);
  });

  it('reports a next naming no event, or a Preset or Noise event, as dangling', () => {
    const check = prePublishCheck([
      event('1', { next: '42' }),
      question('2', { options: '[{"option":"Right","next":"9"}]' }),
      event('9', { section: 'Noise' }),
    ]);
    expect(check.dangling).toEqual([
      { from: '1', next: '42' },
      { from: '2', next: '9' },
    ]);
    expect(check.issues).toContain(
      'Event (1) Subject 1 leads to 42, which is not an event of the main sections.',
    );
  });

  it('reports a loop with no way out', () => {
    const check = prePublishCheck([
      event('1', { next: '2' }),
      event('2', { next: '3' }),
      event('3', { next: '2' }),
    ]);
    expect(check.cyclesWithoutExit).toEqual([['2', '3']]);
    expect(check.issues).toContain('Events 2, 3 form a loop with no way out.');
    expect(check.issues).toContain('No path from the start reaches an end.');
    expect(check.shortestPlayMs).toBeNull();
  });

  it('does not report a loop an answer can leave', () => {
    const retry = question('2', {
      options: '[{"option":"Right","next":"/0"},{"option":"Wrong"}]',
      next: '3',
    });
    const check = prePublishCheck([event('1', { next: '2' }), retry, event('3', { next: '2' })]);
    expect(check.cyclesWithoutExit).toEqual([]);
  });

  it('reports an event that leads to itself', () => {
    expect(prePublishCheck([event('1', { next: '1' })]).cyclesWithoutExit).toEqual([['1']]);
  });

  it('says so when the scenario has no main events', () => {
    expect(prePublishCheck([event('1', { section: 'Preset' })]).issues).toEqual([
      'The scenario has no events outside Preset and Noise.',
    ]);
  });
});

describe('prePublishCheck play time', () => {
  it('adds the delays (5 s when none) along the path to the end', () => {
    const check = prePublishCheck([
      event('1', { next: '2', delay: '30' }),
      event('2', { next: '/0' }),
    ]);
    expect(check.shortestPlayMs).toBe(35_000);
    expect(check.longestPlayMs).toBe(35_000);
  });

  it('assumes an immediate answer for the shortest and the full time limit for the longest', () => {
    const check = prePublishCheck([question('1', { timeLimit: '300', next: '/0', delay: '5' })]);
    expect(check.shortestPlayMs).toBe(5_000);
    expect(check.longestPlayMs).toBe(305_000);
  });

  it('assumes two minutes at most for an answer without a time limit', () => {
    const check = prePublishCheck([
      event('1', { responseType: 'text', options: 'text', next: '/0' }),
    ]);
    expect(check.longestPlayMs).toBe(125_000);
  });

  it('takes the late branch no sooner than LaterThan', () => {
    const check = prePublishCheck([
      question('1', {
        options: '[{"option":"Right"}]',
        next: '2',
        laterThan: '50',
        nextIfLate: '/0',
      }),
      event('2', { next: '3', delay: '600' }),
      event('3', { next: '/0' }),
    ]);
    expect(check.shortestPlayMs).toBe(55_000);
  });

  it('reports a longest play time past the 90-minute slot', () => {
    const check = prePublishCheck([
      question('1', { timeLimit: '3600', next: '2' }),
      question('2', { timeLimit: '3600', next: '/0' }),
    ]);
    expect(check).toMatchObject({ longestPlayMs: 7_210_000, withinSlot: false });
    expect(check.issues).toContain('The longest play time (2 h) runs past the 90-minute slot.');
  });

  it('reports a shortest play time past the slot', () => {
    const check = prePublishCheck([event('1', { displayAfter: '100', next: '/0' })]);
    expect(check.issues).toContain(
      'Even the shortest play time (1 h 40 min) runs past the 90-minute slot.',
    );
  });

  it('calls the longest play time unbounded when an answer can loop back', () => {
    const retry = question('2', {
      options: '[{"option":"Right","next":"/0"},{"option":"Wrong","next":"1"}]',
    });
    const check = prePublishCheck([event('1', { next: '2' }), retry]);
    expect(check).toMatchObject({ longestPlayMs: null, withinSlot: false });
    expect(check.issues).toContain(
      'A loop can repeat without end, so the play time can run past the 90-minute slot.',
    );
  });

  it('runs displayAfter chains side by side, lasting until the last one ends', () => {
    const check = prePublishCheck([event('1', { next: -1 }), event('2', { displayAfter: '20' })]);
    expect(check.shortestPlayMs).toBe(20 * MIN + 5_000);
    expect(check.longestPlayMs).toBe(20 * MIN + 5_000);
  });

  it("ends every chain when one reaches '/0'", () => {
    const check = prePublishCheck([event('1', { next: '/0' }), event('2', { displayAfter: '20' })]);
    expect(check.shortestPlayMs).toBe(5_000);
  });
});

describe('prePublishCheck score', () => {
  it('takes the path with the best share of correct answers', () => {
    const check = prePublishCheck([
      question('1', { options: '[{"option":"Right","next":"2"},{"option":"Wrong","next":"3"}]' }),
      question('2', { next: '/0' }),
      event('3', { next: '/0' }),
    ]);
    expect(check).toMatchObject({ bestScore: 1, totalQuestions: 2, reachesPassMark: true });
  });

  it('does not count a correct answer whose option leads elsewhere', () => {
    const check = prePublishCheck([
      question('1', { options: '[{"option":"Right","next":"2"},{"option":"Wrong","next":"3"}]' }),
      question('2', { options: '[{"option":"Right","next":"4"},{"option":"Wrong"}]', next: '/0' }),
      question('3', { options: '[{"option":"Right"}]', correct: ['Nothing'], next: '/0' }),
      event('4', { next: '2' }),
    ]);
    // 1 right -> 2: right loops back to 2 (already answered), wrong ends: 1 of 2.
    // 1 wrong -> 3: no correct option there: 0 of 2.
    expect(check).toMatchObject({ bestScore: 0.5, totalQuestions: 2, reachesPassMark: false });
    expect(check.issues).toContain('The best achievable score is 50%, below the 70% pass mark.');
  });

  it('reaches the pass mark at exactly 70%', () => {
    const events = Array.from({ length: 10 }, (_, index) =>
      index < 7
        ? question(String(index + 1), { next: String(index + 2) })
        : question(String(index + 1), {
            correct: ['Missing'],
            next: index === 9 ? '/0' : String(index + 2),
          }),
    );
    expect(prePublishCheck(events)).toMatchObject({
      bestScore: 0.7,
      totalQuestions: 10,
      reachesPassMark: true,
    });
  });

  it('counts a checkbox, reorder or text question with a correct list as answerable correctly', () => {
    const check = prePublishCheck([
      event('1', {
        responseType: 'checkbox',
        options: '[{"checkbox":"Legal"}]',
        correct: ['Legal'],
        next: '/0',
      }),
    ]);
    expect(check).toMatchObject({ bestScore: 1, totalQuestions: 1 });
  });

  it('does not count events with only neutral or wrong entries as questions', () => {
    const check = prePublishCheck([question('1', { correct: [], neutral: ['Right'], next: '/0' })]);
    expect(check).toMatchObject({ bestScore: null, totalQuestions: 0, reachesPassMark: false });
    expect(check.issues).toContain(
      'No path has a question with a correct answer, so no player can reach the 70% pass mark.',
    );
  });

  it('adds up the questions of chains that run side by side', () => {
    const check = prePublishCheck([
      question('1', { next: '/0' }),
      question('2', { displayAfter: '5', correct: ['Missing'] }),
    ]);
    expect(check).toMatchObject({ bestScore: 0.5, totalQuestions: 2 });
  });
});
