import { describe, expect, it } from 'vitest';
import { answer, email, ids, question, sec, shown, shownAt, view } from '../testing/engine';

const limited = (fields = {}) => [
  question('1', 'option', [['A', '3']], { timeLimit: '60', next: '2', delay: '5', ...fields }),
  email('2'),
  email('3'),
  email('4'),
];

describe('time limits', () => {
  it('move an unanswered question on to next when the limit runs out, after the delay', () => {
    expect(view(limited(), sec(30)).nextDueAt).toBe(sec(60));
    expect(view(limited(), sec(60)).nextDueAt).toBe(sec(65));
    expect(shownAt(view(limited(), sec(65)))).toEqual({ '1': 0, '2': 65 });
  });

  it('run out at exactly the limit, so an answer at that instant is too late', () => {
    const responses = [answer('1', 'A', sec(60))];
    expect(ids(view(limited(), sec(65), { responses }))).toEqual(['1', '2']);
    const inTime = [answer('1', 'A', sec(59.999))];
    expect(ids(view(limited(), sec(65), { responses: inTime }))).toEqual(['1', '3']);
  });

  it('take nextIfLate on a timeout when the limit reaches laterThan', () => {
    const events = limited({ laterThan: '60', nextIfLate: '4' });
    expect(ids(view(events, sec(65)))).toEqual(['1', '4']);
    const longer = limited({ laterThan: '90', nextIfLate: '4' });
    expect(ids(view(longer, sec(65)))).toEqual(['1', '2']);
  });

  it('keep waiting when the timeout leads nowhere, and a late answer still branches', () => {
    const events = limited({ next: -1 });
    const waiting = view(events, sec(600));
    expect(ids(waiting)).toEqual(['1']);
    expect(shown(waiting, '1')).toMatchObject({ timedOut: true, awaitingAnswer: true });
    expect(waiting.nextDueAt).toBeNull();
    const responses = [answer('1', 'A', sec(600))];
    expect(shownAt(view(events, sec(605), { responses }))).toEqual({ '1': 0, '3': 605 });
  });

  it('ignore a late answer once the timeout has moved on', () => {
    const responses = [answer('1', 'A', sec(62))];
    expect(ids(view(limited(), sec(120), { responses }))).toEqual(['1', '2']);
  });

  it('count -1, null, empty and 0 as no limit', () => {
    for (const timeLimit of ['-1', null, '', '0', 'NaN']) {
      const projection = view(limited({ timeLimit }), sec(3600));
      expect(ids(projection)).toEqual(['1']);
      expect(projection.nextDueAt).toBeNull();
      expect(shown(projection, '1').limitEndsAt).toBeUndefined();
    }
  });

  it('mark the visible question with limitEndsAt and, once it ran out, timedOut', () => {
    expect(shown(view(limited(), sec(10)), '1')).toMatchObject({
      limitEndsAt: sec(60),
      timedOut: false,
      awaitingAnswer: true,
    });
    expect(shown(view(limited(), sec(61)), '1')).toMatchObject({
      timedOut: true,
      awaitingAnswer: false,
    });
  });

  it('put the limit running out in nextDueAt even when the timeout leads nowhere', () => {
    expect(view(limited({ next: -1 }), sec(10)).nextDueAt).toBe(sec(60));
  });

  it('do not apply to events that take no answer', () => {
    const events = [email('1', { timeLimit: '60', next: '2', delay: '5' }), email('2')];
    expect(shownAt(view(events, sec(5)))).toEqual({ '1': 0, '2': 5 });
  });
});
