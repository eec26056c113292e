import { describe, expect, it } from 'vitest';
import { nextLabel, summarise } from './eventSummary';

describe('summarise', () => {
  it('says when an event shows and what it asks', () => {
    const summary = summarise({
      id: '2',
      section: '1',
      type: '',
      name: 'Sam Patel',
      subject: 'FS-02',
      options: '[{"option":"Isolate","next":"3"},{"option":"Wait"}]',
      timeLimit: '300',
      next: '4',
      team: 'true',
      pdf: 'playbook',
    });
    expect(summary).toEqual({
      channel: 'Email',
      persona: 'Sam Patel',
      subject: 'FS-02',
      when: 'Then event 4',
      responseType: 'option',
      timeLimit: '5 minutes',
      team: true,
      branches: true,
      image: false,
      pdf: true,
    });
  });

  it('names a scheduled event by its minute, and Preset events as shown at the start', () => {
    expect(summarise({ id: '1', section: '1', displayAfter: '10' }).when).toBe('Shows at 10 min');
    expect(summarise({ id: '1', section: 'Preset' }).when).toBe('At the start');
  });

  it('gives the start time on the game clock of an event held until then, with what follows', () => {
    expect(summarise({ id: '2', section: '1', startAt: '900', next: '3' }).when).toBe(
      'From 15:00 · Then event 3',
    );
  });

  it('says an event whose answers lead on branches on the answer', () => {
    const options = '[{"option":"Lock","next":"2"},{"option":"Wait","next":"3"}]';
    expect(summarise({ id: '1', section: '1', options, next: -1 }).when).toBe(
      'Branches on the answer',
    );
  });

  it('reads the special next values', () => {
    expect([nextLabel(-1), nextLabel('/0'), nextLabel('/1'), nextLabel('7')]).toEqual([
      'nothing',
      'the end (pass/fail)',
      'the report',
      'event 7',
    ]);
  });
});
