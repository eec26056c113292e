import { describe, expect, it } from 'vitest';
import { makeScenarioEvent } from '../../testing';
import { mergeEvents } from './mergeMail';

const mail = (id: string, subject = `Mail ${id}`) => makeScenarioEvent(id, { subject });

describe('mergeEvents', () => {
  const inbox = [mail('1'), mail('2')];

  it('appends new events from a push and reports them as added', () => {
    const { events, added } = mergeEvents(inbox, [mail('3')], false);
    expect(events.map((event) => event.id)).toEqual(['1', '2', '3']);
    expect(added.map((event) => event.id)).toEqual(['3']);
  });

  it('replaces a pushed event with the same id in place, without a notification', () => {
    const { events, added } = mergeEvents(inbox, [mail('1', 'Answered by your team')], false);
    expect(events.map((event) => event.subject)).toEqual(['Answered by your team', 'Mail 2']);
    expect(added).toEqual([]);
  });

  it('lets a full update replace the whole inbox', () => {
    const { events, added } = mergeEvents(inbox, [mail('2'), mail('4')], true);
    expect(events.map((event) => event.id)).toEqual(['2', '4']);
    expect(added.map((event) => event.id)).toEqual(['4']);
  });

  it('keeps the inbox when a push carries nothing', () => {
    expect(mergeEvents(inbox, [], false).events).toEqual(inbox);
  });
});
