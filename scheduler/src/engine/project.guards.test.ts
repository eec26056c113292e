import type { ScenarioEvent } from '@dojo/protocol';
import { describe, expect, it } from 'vitest';
import { compileScenario } from './compile';
import { answer, email, ids, min, question, sec, shownAt, view } from '../testing/engine';

describe('cycles and dangling ids', () => {
  it('show each event of a cycle once and then stop', () => {
    const events = [
      email('1', { next: '2' }),
      email('2', { next: '3' }),
      email('3', { next: '1' }),
    ];
    const projection = view(events, min(60));
    expect(shownAt(projection)).toEqual({ '1': 0, '2': 5, '3': 10 });
    expect(projection.nextDueAt).toBeNull();
  });

  it('stop a cycle of zero-delay events, including an event leading to itself', () => {
    const events = [email('1', { next: '2', delay: '0' }), email('2', { next: '2', delay: '0' })];
    expect(shownAt(view(events, 0))).toEqual({ '1': 0, '2': 0 });
  });

  it('treat a next to a missing id as -1', () => {
    const projection = view([email('1', { next: '99' })], min(1));
    expect(ids(projection)).toEqual(['1']);
    expect(projection.nextDueAt).toBeNull();
  });

  it('treat an option next to a missing id as no option branch', () => {
    const events = [question('1', 'option', [['A', '99']], { next: '2' }), email('2')];
    const responses = [answer('1', 'A', sec(1))];
    expect(ids(view(events, sec(6), { responses }))).toEqual(['1', '2']);
  });

  it('show an event reached twice only at its earliest time', () => {
    const events = [
      email('1', { next: '3', delay: '30' }),
      question('2', 'option', [['A', '3']], { displayAfter: '0', next: undefined, delay: '0' }),
      email('3'),
    ];
    const responses = [answer('2', 'A', sec(10))];
    const projection = view(events, min(1), { responses });
    expect(shownAt(projection)).toEqual({ '1': 0, '2': 0, '3': 10 });
    expect(projection.nextDueAt).toBeNull();
  });

  it('keep events with a duplicate id apart, and resolve the id to the first', () => {
    const events = [email('1', { next: '2' }), email('2'), email('2', { subject: 'Second copy' })];
    const projection = view(events, min(1));
    expect(projection.visible.map((v) => v.event.subject)).toEqual(['Subject 1', 'Subject 2']);
  });
});

/** A chain of `length` questions: each one's options both lead to the following event. */
function branchingChain(length: number): ScenarioEvent[] {
  return Array.from({ length }, (_, i) => {
    const next = i + 1 < length ? String(i + 1) : '/0';
    return question(
      String(i),
      'option',
      [
        ['Left', next],
        ['Right', i + 1 < length ? next : '/1'],
      ],
      {
        next: -1,
        delay: '1',
        timeLimit: '2',
        ...(i + 1 < length ? { nextIfLate: next, laterThan: '1' } : {}),
      },
    );
  });
}

describe('determinism and cost', () => {
  it('gives the same projection for the same input', () => {
    const events = branchingChain(20);
    const responses = [answer('0', 'Left', sec(1)), answer('1', 'Right', sec(3))];
    expect(view(events, sec(30), { responses })).toEqual(view(events, sec(30), { responses }));
  });

  it('gives the same projection from raw events and from the compiled scenario', () => {
    const events = branchingChain(20);
    const responses = [answer('0', 'Left', sec(1))];
    expect(view(compileScenario(events), sec(30), { responses })).toEqual(
      view(events, sec(30), { responses }),
    );
  });

  it('walks a 500-event chain of events without a response to its end', () => {
    const events = Array.from({ length: 500 }, (_, i) =>
      email(String(i), { next: i < 499 ? String(i + 1) : '/0', delay: '1' }),
    );
    const projection = view(compileScenario(events), min(10));
    expect(projection.visible).toHaveLength(500);
    expect(projection.finished).toEqual({ kind: 'end', at: sec(500) });
  });

  it('walks a 500-deep chain of two-way branches along the one path taken, not every path', () => {
    const events = branchingChain(500);
    // Nobody answers: every limit runs out after 2 s, then 1 s of delay, 3 s per step.
    const projection = view(compileScenario(events), min(60));
    expect(projection.visible).toHaveLength(500);
    expect(projection.visible[499]?.displayAt).toBe(sec(3 * 499));
    expect(projection.nextDueAt).toBeNull();
  });
});
