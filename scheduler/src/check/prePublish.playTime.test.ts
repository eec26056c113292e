import { describe, expect, it } from 'vitest';
import { event, MIN, question } from '../testing/check';
import { prePublishCheck } from './prePublish';

describe('prePublishCheck play time', () => {
  it('adds the delays (5 s when none) along the path to the end', () => {
    const check = prePublishCheck([
      event('1', { next: '2', delay: '30' }),
      event('2', { next: '/0' }),
    ]);
    expect(check.shortestPlayMs).toBe(35_000);
    expect(check.longestPlayMs).toBe(35_000);
  });

  it('adds no delay after an event that nothing follows', () => {
    const check = prePublishCheck([
      event('1', { next: '2', delay: '30' }),
      event('2', { next: -1, delay: '60' }),
    ]);
    expect(check).toMatchObject({ shortestPlayMs: 30_000, longestPlayMs: 30_000 });
  });

  it('assumes an immediate answer for the shortest and the full time limit for the longest', () => {
    const check = prePublishCheck([question('1', { timeLimit: '300', next: '/0', delay: '5' })]);
    expect(check.shortestPlayMs).toBe(5_000);
    expect(check.longestPlayMs).toBe(305_000);
  });

  it('counts a time-out in the play time, going to nextIfLate when the limit reaches LaterThan', () => {
    const check = prePublishCheck([
      question('1', { timeLimit: '60', next: '2', laterThan: '60', nextIfLate: '3' }),
      event('2', { next: '/0' }),
      event('3', { next: '4', delay: '600' }),
      event('4', { next: '/0' }),
    ]);
    expect(check).toMatchObject({ shortestPlayMs: 10_000, longestPlayMs: 670_000 });
  });

  it('answers 1 ms before the limit runs out when an answer leads the slower way', () => {
    const check = prePublishCheck([
      question('1', { options: '[{"option":"Right","next":"2"}]', next: '/0' }),
      event('2', { next: '/0', delay: '600' }),
    ]);
    expect(check.longestPlayMs).toBe(664_999);
  });

  it('assumes two minutes at most for an answer without a time limit', () => {
    const check = prePublishCheck([
      event('1', { responseType: 'text', options: 'text', next: '/0' }),
    ]);
    expect(check.longestPlayMs).toBe(125_000);
  });

  it('waits two minutes past the limit for a late answer when the time-out leads nowhere', () => {
    const check = prePublishCheck([
      question('1', { options: '[{"option":"Right","next":"/0"},{"option":"Wrong","next":"/0"}]' }),
    ]);
    expect(check.longestPlayMs).toBe(185_000);
  });

  it('takes the late branch no sooner than 1 ms after LaterThan', () => {
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
    expect(check.shortestPlayMs).toBe(55_001);
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

  it('keeps the longest play time finite when an answer leads back, as an event shows only once', () => {
    const retry = question('2', {
      options: '[{"option":"Right","next":"/0"},{"option":"Wrong","next":"1"}]',
    });
    const check = prePublishCheck([event('1', { next: '2' }), retry]);
    // 5 s to 2, whose time-out leads nowhere: 60 s + the 2-minute cap, then '/0' 5 s later.
    expect(check).toMatchObject({ longestPlayMs: 190_000, withinSlot: true });
  });

  it('runs displayAfter chains side by side, lasting until the last one goes quiet', () => {
    const check = prePublishCheck([event('1', { next: -1 }), event('2', { displayAfter: '20' })]);
    expect(check.shortestPlayMs).toBe(20 * MIN);
    expect(check.longestPlayMs).toBe(20 * MIN);
  });

  it("ends every chain when one reaches '/0'", () => {
    const check = prePublishCheck([event('1', { next: '/0' }), event('2', { displayAfter: '20' })]);
    expect(check.shortestPlayMs).toBe(5_000);
    expect(check.longestPlayMs).toBe(5_000);
  });
});
