import { describe, expect, it } from 'vitest';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { event, MIN, question } from '../testing/check';
import { prePublishCheck } from './prePublish';

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

  it('plays in 30 seconds answering at once and 28 min 35 s holding every question, within the 90-minute slot', () => {
    expect(check).toMatchObject({
      shortestPlayMs: 30_000,
      longestPlayMs: 28 * MIN + 34_999,
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

  it('reports a next to an event with its own display time, which the engine ignores', () => {
    const check = prePublishCheck([event('1', { next: '2' }), event('2', { displayAfter: '10' })]);
    expect(check.dangling).toEqual([{ from: '1', next: '2' }]);
    expect(check.issues).toContain(
      'Event (1) Subject 1 leads to 2, which shows at its own display time (displayAfter), so this next is ignored.',
    );
  });

  it('reports the option nexts of a checkbox question, which never branch', () => {
    const check = prePublishCheck([
      event('1', {
        responseType: 'checkbox',
        options: '[{"checkbox":"A","next":"2"}]',
        next: '/0',
      }),
      event('2', { next: '/0' }),
    ]);
    expect(check.unreachable).toEqual(['2']);
    expect(check.issues).toContain(
      'Event (1) Subject 1 is a checkbox question, which does not branch on its options: their nexts are ignored.',
    );
  });

  it('reports a loop with no way out, where the story stops as an event shows only once', () => {
    const check = prePublishCheck([
      event('1', { next: '2' }),
      event('2', { next: '3' }),
      event('3', { next: '2' }),
    ]);
    expect(check.cyclesWithoutExit).toEqual([['2', '3']]);
    expect(check.issues).toContain(
      'Events 2, 3 form a loop with no way out: an event shows only once, so the story stops there.',
    );
    expect(check.shortestPlayMs).toBe(10_000);
  });

  it('reports a loop an answer can leave as a way back that leads nowhere', () => {
    const retry = question('2', {
      options: '[{"option":"Right","next":"/0"},{"option":"Wrong"}]',
      next: '3',
    });
    const check = prePublishCheck([event('1', { next: '2' }), retry, event('3', { next: '2' })]);
    expect(check.cyclesWithoutExit).toEqual([]);
    expect(check.issues).toContain(
      'Events 2, 3 form a loop: an event shows only once, so a way back leads nowhere.',
    );
  });

  it('reports an event that leads to itself', () => {
    const check = prePublishCheck([event('1', { next: '1' })]);
    expect(check.cyclesWithoutExit).toEqual([['1']]);
    expect(check.issues).toContain(
      'Event (1) Subject 1 leads back to itself with no way out: an event shows only once, so the story stops there.',
    );
  });

  it('says so when the scenario has no main events', () => {
    expect(prePublishCheck([event('1', { section: 'Preset' })]).issues).toEqual([
      'The scenario has no events outside Preset and Noise.',
    ]);
  });
});
