import { describe, expect, it } from 'vitest';
import { compileScenario, isCompiledScenario } from './compile';
import { email, question } from '../testing/engine';

describe('compileScenario', () => {
  const events = [
    email('p', { section: 'Preset' }),
    email('n', { section: 'Noise', displayAfter: '4' }),
    email('b1', { section: 'B', next: '/0' }),
    question(
      'a1',
      'option',
      [
        ['Go', 'b1'],
        ['Stop', 'n'],
      ],
      { section: 'A', delay: 'NaN' },
    ),
    email('a2', { section: 'A', displayAfter: '1.5', next: undefined }),
  ];
  const compiled = compileScenario(events);

  it('lists the main sections in order of first appearance and finds the first main event', () => {
    expect(compiled.mainSections).toEqual(['B', 'A']);
    expect(compiled.events[compiled.firstMain ?? -1]?.id).toBe('b1');
  });

  it('roots Preset and the first main event at 0 and displayAfter events at their minute', () => {
    const roots = compiled.roots.map((r) => [compiled.events[r.index]?.id, r.at]);
    expect(roots).toEqual([
      ['p', 0],
      ['b1', 0],
      ['a2', 90_000],
      ['n', 240_000],
    ]);
  });

  it('resolves targets once, leaving out those into another lane', () => {
    const a1 = compiled.compiled[3];
    expect(a1?.delayMs).toBe(5000);
    expect([...(a1?.optionNext ?? [])]).toEqual([['Go', { kind: 'event', index: 2 }]]);
    expect(compiled.compiled[2]?.next).toEqual({ kind: 'end' });
  });

  it('records every target it does not follow, and why', () => {
    const story = compileScenario([
      email('p', { section: 'Preset' }),
      email('n', { section: 'Noise', next: '/0' }),
      question(
        '1',
        'option',
        [
          ['A', 'n'],
          ['B', '99'],
        ],
        { next: 'p', nextIfLate: '2', laterThan: '30' },
      ),
      email('2', { displayAfter: '3' }),
    ]);
    expect(story.compiled[2]?.ignored).toEqual([
      { field: 'next', ref: 'p', reason: 'preset' },
      { field: 'nextIfLate', ref: '2', reason: 'scheduled' },
      { field: 'option', ref: 'n', reason: 'other-lane', option: 'A' },
      { field: 'option', ref: '99', reason: 'missing', option: 'B' },
    ]);
    expect(story.compiled[1]?.ignored).toEqual([
      { field: 'next', ref: '/0', reason: 'end-outside-story' },
    ]);
  });

  it('reads its numbers with the editor field readers, in whole milliseconds', () => {
    const [read] = compileScenario([
      question('1', 'option', [['A']], {
        delay: 'NaN',
        timeLimit: '1.5',
        earlierThan: '-1',
        laterThan: '0',
        displayAfter: '0.5',
      }),
    ]).compiled;
    expect(read).toMatchObject({
      delayMs: 5000,
      timeLimitMs: 1500,
      earlierThanMs: null,
      laterThanMs: 0,
      displayAfterMs: 30_000,
    });
  });

  it('is recognised as compiled, unlike a list of events', () => {
    expect(isCompiledScenario(compiled)).toBe(true);
    expect(isCompiledScenario(events)).toBe(false);
  });
});
