import { describe, expect, it } from 'vitest';
import { makeScenarioEvent } from '../../testing';
import { eventsOf, isAnswered, pendingAlert, responseKind, unreadCounts } from './events';

const event = makeScenarioEvent;

describe('unreadCounts', () => {
  it('counts unread events per tab, with alerts and untyped events in the inbox', () => {
    const counts = unreadCounts([
      event('1', { type: 'Email' }),
      event('2', { type: '' }),
      event('3', { type: 'Alert' }),
      event('4', { type: 'Social' }),
      event('5', { type: 'News', read: 'true' }),
      event('6', { type: 'News' }),
      event('7', { type: 'Email', read: true }),
    ]);
    expect(counts).toEqual({ inbox: 3, social: 1, news: 1 });
  });
});

describe('pendingAlert', () => {
  it('takes over the screen when the latest event is an unread alert', () => {
    const alert = event('3', { type: 'Alert' });
    expect(pendingAlert([event('1'), alert])).toBe(alert);
  });

  it('lets the player back once the alert is acknowledged', () => {
    expect(pendingAlert([event('1'), event('3', { type: 'Alert', read: true })])).toBeNull();
  });

  it('gives way to any event that arrives after the alert', () => {
    expect(pendingAlert([event('3', { type: 'Alert' }), event('4')])).toBeNull();
  });
});

describe('eventsOf', () => {
  it('lists a tab newest first', () => {
    const events = [event('1'), event('2', { type: 'News' }), event('3', { type: 'Alert' })];
    expect(eventsOf(events, 'inbox').map((e) => e.id)).toEqual(['3', '1']);
    expect(eventsOf(events, 'news').map((e) => e.id)).toEqual(['2']);
  });
});

describe('responseKind and isAnswered', () => {
  it('falls back to the type the stored options imply', () => {
    expect(responseKind(event('1', { options: 'text' }))).toBe('text');
    expect(responseKind(event('1', { options: '' }))).toBe('none');
    expect(responseKind(event('1', { responseType: 'checkbox' }))).toBe('checkbox');
  });

  it('treats an empty answer as no answer', () => {
    expect(isAnswered(event('1', { response: ['a'] }))).toBe(true);
    expect(isAnswered(event('1', { response: '' }))).toBe(false);
    expect(isAnswered(event('1'))).toBe(false);
  });
});
