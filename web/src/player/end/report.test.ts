import type { ScenarioEvent } from '@dojo/protocol';
import { describe, expect, it } from 'vitest';
import { reportEntries } from './report';

const event = (id: string, fields: Partial<ScenarioEvent> = {}): ScenarioEvent => ({
  id,
  type: 'Email',
  subject: `Question ${id}`,
  ...fields,
});

describe('the report step after a /1 ending', () => {
  it('lists every answered question in inbox order with the answer given', () => {
    const entries = reportEntries([
      event('1', { response: 'Isolate the server' }),
      event('2'),
      event('3', { response: ['Call the DPO', 'Tell the board'] }),
    ]);
    expect(entries.map((entry) => [entry.subject, entry.answer])).toEqual([
      ['Question 1', ['Isolate the server']],
      ['Question 3', ['Call the DPO', 'Tell the board']],
    ]);
  });

  it('gives each answer the feedback the scenario has for it', () => {
    const [right, wrong] = reportEntries([
      event('1', { response: 'Isolate', correct: ['Isolate'], correctFeedback: 'Contained.' }),
      event('2', { response: 'Ignore', wrong: ['Ignore'], wrongFeedback: 'It spread.' }),
    ]);
    expect(right?.feedback).toEqual({ kind: 'correct', text: 'Contained.' });
    expect(wrong?.feedback).toEqual({ kind: 'wrong', text: 'It spread.' });
  });

  it('names a question without a subject by its event name', () => {
    const [entry] = reportEntries([
      event('1', { subject: '', name: 'Ransom note', response: 'Pay' }),
    ]);
    expect(entry?.subject).toBe('Ransom note');
    expect(entry?.feedback).toBeNull();
  });
});
