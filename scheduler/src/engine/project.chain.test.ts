import { describe, expect, it } from 'vitest';
import { answer, email, ids, question, sec, shown, shownAt, view } from '../testing/engine';

describe('events without a response', () => {
  it('lead to next after the event delay', () => {
    const events = [email('1', { next: '2', delay: '30' }), email('2')];
    expect(ids(view(events, sec(29)))).toEqual(['1']);
    expect(view(events, sec(29)).nextDueAt).toBe(sec(30));
    expect(shownAt(view(events, sec(30)))).toEqual({ '1': 0, '2': 30 });
  });

  it('use the default delay of 5 seconds when delay is unset, empty or NaN', () => {
    for (const delay of [undefined, '', 'NaN']) {
      const events = [email('1', { next: '2', delay }), email('2')];
      expect(view(events, 0).nextDueAt).toBe(sec(5));
    }
  });

  it('use a delay of 0 when it is set to 0', () => {
    const events = [
      email('1', { next: '2', delay: '0' }),
      email('2', { next: '3', delay: 0 }),
      email('3'),
    ];
    expect(shownAt(view(events, 0))).toEqual({ '1': 0, '2': 0, '3': 0 });
  });

  it('count as such when responseType is none or the options are empty', () => {
    const noOptions = [question('1', 'option', [], { options: '', next: '2' }), email('2')];
    expect(shownAt(view(noOptions, sec(5)))).toEqual({ '1': 0, '2': 5 });
    const none = [
      question('1', 'option', [['A']], { responseType: 'none', next: '2' }),
      email('2'),
    ];
    expect(shownAt(view(none, sec(5)))).toEqual({ '1': 0, '2': 5 });
  });

  it('accept a next given as a number', () => {
    const events = [email('1', { next: 2 }), email('2')];
    expect(ids(view(events, sec(5)))).toEqual(['1', '2']);
  });
});

describe('answered events', () => {
  const events = [
    question('1', 'option', [['Isolate', '2'], ['Watch', '3'], ['Ask']], {
      next: '4',
      delay: '10',
    }),
    email('2'),
    email('3'),
    email('4'),
  ];

  it('lead to the chosen option next, delay seconds after the answer', () => {
    const responses = [answer('1', 'Watch', sec(40))];
    expect(view(events, sec(45), { responses }).nextDueAt).toBe(sec(50));
    expect(shownAt(view(events, sec(50), { responses }))).toEqual({ '1': 0, '3': 50 });
  });

  it('match the chosen option by its text for random questions', () => {
    const random = [
      question('1', 'random', [
        ['Heads', '2'],
        ['Tails', '3'],
      ]),
      email('2'),
      email('3'),
    ];
    const responses = [answer('1', 'Tails', sec(1))];
    expect(ids(view(random, sec(6), { responses }))).toEqual(['1', '3']);
  });

  it('fall back to next when the chosen option has no next', () => {
    const responses = [answer('1', 'Ask', sec(5))];
    expect(shownAt(view(events, sec(15), { responses }))).toEqual({ '1': 0, '4': 15 });
  });

  it('do not use the options of checkbox or reorder questions to branch', () => {
    const checkbox = [
      question('1', 'checkbox', [['A', '2'], ['B']], { next: '3' }),
      email('2'),
      email('3'),
    ];
    const responses = [answer('1', ['A'], sec(1))];
    expect(ids(view(checkbox, sec(6), { responses }))).toEqual(['1', '3']);
  });

  it('wait for the answer when there is no time limit', () => {
    const projection = view(events, sec(3600));
    expect(ids(projection)).toEqual(['1']);
    expect(projection.nextDueAt).toBeNull();
    expect(shown(projection, '1').awaitingAnswer).toBe(true);
  });

  it('do not count an answer stamped after the projected game time yet', () => {
    const responses = [answer('1', 'Isolate', sec(100))];
    const before = view(events, sec(99), { responses });
    expect(ids(before)).toEqual(['1']);
    expect(before.visible[0]?.response).toBeUndefined();
  });

  it('carry the answer that counts on the visible event', () => {
    const responses = [answer('1', 'Isolate', sec(4))];
    const visible = shown(view(events, sec(5), { responses }), '1');
    expect(visible.response?.answer).toBe('Isolate');
    expect(visible.awaitingAnswer).toBe(false);
  });

  it('take the earliest of several answers by the same player', () => {
    const responses = [answer('1', 'Watch', sec(20)), answer('1', 'Isolate', sec(10))];
    expect(ids(view(events, sec(30), { responses }))).toEqual(['1', '2']);
  });
});

describe('timing branches', () => {
  const timed = (fields = {}) => [
    question('1', 'option', [['A'], ['B', '5']], {
      next: '2',
      delay: '0',
      earlierThan: '10',
      nextIfEarly: '3',
      laterThan: '60',
      nextIfLate: '4',
      ...fields,
    }),
    email('2'),
    email('3'),
    email('4'),
    email('5'),
  ];
  const after = (seconds: number, given = 'A', fields = {}) =>
    ids(view(timed(fields), sec(seconds), { responses: [answer('1', given, sec(seconds))] }))[1];

  it('takes nextIfEarly when answered in under earlierThan seconds', () => {
    expect(after(9.999)).toBe('3');
  });

  it('takes nextIfLate when answered in over laterThan seconds', () => {
    expect(after(60.001)).toBe('4');
  });

  it('takes next when answered between earlierThan and laterThan, boundaries included', () => {
    expect(after(10)).toBe('2');
    expect(after(60)).toBe('2');
  });

  it('ignores a timing bound set to -1', () => {
    expect(after(1, 'A', { earlierThan: '-1' })).toBe('2');
    expect(after(600, 'A', { laterThan: -1 })).toBe('2');
  });

  it('prefers the chosen option next over the timing branch', () => {
    expect(after(1, 'B')).toBe('5');
  });

  it('measures from the response answeredAfterMs when it carries one', () => {
    const responses = [{ ...answer('1', 'A', sec(100)), answeredAfterMs: sec(5) }];
    expect(ids(view(timed(), sec(100), { responses }))).toEqual(['1', '3']);
  });
});
