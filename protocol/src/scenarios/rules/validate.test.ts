import { describe, expect, it } from 'vitest';
import type { Organisation } from '../../organisations/entities';
import type { ScenarioEvent } from '../event.entities';
import { validateEvent, validateScenarioForSave } from './validate';

const organisations: Organisation[] = [
  {
    name: 'Acme Corp',
    personas: [{ name: 'Sam Patel', email: 'sam.patel@acme.example', role: 'SOC Analyst' }],
  },
];
const context = { organisations };
const event: ScenarioEvent = {
  id: '2',
  type: 'Email',
  section: '1',
  name: 'Sam Patel',
  organisation: 'Acme Corp',
  subject: 'Unusual encryption activity',
  responseType: 'option',
  options: '[{"option":"Isolate","next":"3"},{"option":"Wait"}]',
  next: '4',
  earlierThan: '-1',
  laterThan: '240',
};

describe('validateEvent', () => {
  it('accepts a complete event', () => {
    expect(validateEvent(event, context)).toEqual([]);
  });

  it('rejects an event without a type with "Cannot save event without specifying its type."', () => {
    expect(validateEvent({ ...event, type: undefined }, context)).toEqual([
      'Cannot save event without specifying its type.',
    ]);
  });

  it('accepts the legacy empty type, which means Email', () => {
    expect(validateEvent({ ...event, type: '' }, context)).toEqual([]);
  });

  it('rejects an event without a persona with "Cannot save event without selecting a persona."', () => {
    expect(validateEvent({ ...event, name: ' ' }, context)).toEqual([
      'Cannot save event without selecting a persona.',
    ]);
  });

  it('rejects an unknown organisation with "Organisation not defined"', () => {
    expect(validateEvent({ ...event, organisation: 'Globex' }, context)).toEqual([
      'Organisation not defined',
    ]);
    expect(validateEvent({ ...event, organisation: undefined }, context)).toEqual([
      'Organisation not defined',
    ]);
  });

  it('rejects a persona the organisation does not have with "Cannot save event without a valid persona."', () => {
    expect(validateEvent({ ...event, name: 'Dana Reyes' }, context)).toEqual([
      'Cannot save event without a valid persona.',
    ]);
  });

  it('rejects an option leading where the event leads with "The next of the options cannot be the same as the next of the event."', () => {
    const options = '[{"option":"Isolate","next":"4"},{"option":"Wait"}]';
    expect(validateEvent({ ...event, options }, context)).toEqual([
      'The next of the options cannot be the same as the next of the event.',
    ]);
  });

  it('compares option rows being edited as well as stored options', () => {
    const options = [{ option: 'Isolate', next: 4 }];
    expect(validateEvent({ ...event, options }, context)).toEqual([
      'The next of the options cannot be the same as the next of the event.',
    ]);
  });

  it('does not count two unset nexts (-1) as the same next', () => {
    const options = '[{"option":"Isolate","next":-1}]';
    expect(validateEvent({ ...event, next: -1, options }, context)).toEqual([]);
  });

  it('rejects an EarlierThan below -1 with "The value for EarlierThan or LaterThan cannot be less than -1"', () => {
    expect(validateEvent({ ...event, earlierThan: '-2' }, context)).toEqual([
      'The value for EarlierThan or LaterThan cannot be less than -1',
    ]);
  });

  it('rejects a LaterThan below -1 with the same message', () => {
    expect(validateEvent({ ...event, laterThan: -5 }, context)).toEqual([
      'The value for EarlierThan or LaterThan cannot be less than -1',
    ]);
  });

  it('rejects an EarlierThan not smaller than LaterThan with "The value of EarlierThan has to be smaller than LaterThan"', () => {
    expect(validateEvent({ ...event, earlierThan: '240', laterThan: '240' }, context)).toEqual([
      'The value of EarlierThan has to be smaller than LaterThan',
    ]);
  });

  it('treats a next of "NaN" as empty, not as a broken next, in every next field', () => {
    const nan = { ...event, next: 'NaN', nextIfEarly: 'NaN', nextIfLate: 'NaN' };
    expect(
      validateEvent({ ...nan, options: '[{"option":"Isolate","next":"NaN"}]' }, context),
    ).toEqual([]);
  });

  it('still refuses a next no picker can make, such as "3.5"', () => {
    expect(validateEvent({ ...event, next: '3.5' }, context)).toEqual([
      'The next event must be another event, the end, the report or none.',
    ]);
  });

  it('does not compare EarlierThan with a LaterThan that is not set (-1 or "NaN")', () => {
    expect(validateEvent({ ...event, earlierThan: '60', laterThan: '-1' }, context)).toEqual([]);
    expect(validateEvent({ ...event, earlierThan: '60', laterThan: 'NaN' }, context)).toEqual([]);
  });

  it('rejects a reply comment with a persona but no text with "A reply comment cannot be empty."', () => {
    const comments = [
      { organisation: 'Acme Corp', persona: 'Sam Patel', content: '  ', address: '' },
    ];
    expect(validateEvent({ ...event, type: 'Social', comments }, context)).toEqual([
      'A reply comment cannot be empty.',
    ]);
  });

  it('reports every message that applies, in the documented order', () => {
    const broken = { ...event, type: undefined, name: '', earlierThan: '-3' };
    expect(validateEvent(broken, context)).toEqual([
      'Cannot save event without specifying its type.',
      'Cannot save event without selecting a persona.',
      'The value for EarlierThan or LaterThan cannot be less than -1',
    ]);
  });
});

describe('validateScenarioForSave', () => {
  const ended = { ...event, next: '/0' };

  it('rejects an empty file name with "Enter a file name"', () => {
    expect(validateScenarioForSave(' ', [ended]).errors).toEqual(['Enter a file name']);
  });

  it(`rejects a file name with '-' with "The character '-' is not allowed to be in the filename."`, () => {
    expect(validateScenarioForSave('ransom-ware', [ended]).errors).toEqual([
      "The character '-' is not allowed to be in the filename.",
    ]);
  });

  it('warns "Event ({id}) {subject} does not have when its going to be displayed." for a main event that leads nowhere', () => {
    const lost = { id: '7', section: '1', subject: 'Lost', next: -1 };
    expect(validateScenarioForSave('ransomware', [ended, lost])).toEqual({
      errors: [],
      warnings: ['Event (7) Lost does not have when its going to be displayed.'],
    });
  });

  it('does not warn about Preset and Noise events', () => {
    const preset = { id: '1', section: 'Preset', subject: 'News', next: -1 };
    const noise = { id: '9', section: 'Noise', subject: 'Town hall', next: -1 };
    expect(validateScenarioForSave('ransomware', [preset, ended, noise]).warnings).toEqual([]);
  });

  it('counts an option or timing branch as leading somewhere', () => {
    const branching = { ...event, next: -1 };
    const timed = { id: '5', section: '1', next: -1, laterThan: '60', nextIfLate: '6' };
    expect(validateScenarioForSave('ransomware', [branching, timed]).warnings).toEqual([]);
  });

  it('does not warn when some event uses displayAfter', () => {
    const lost = { id: '7', section: '1', subject: 'Lost', next: -1 };
    const scheduled = { id: '8', section: '1', displayAfter: '10' };
    expect(validateScenarioForSave('ransomware', [lost, scheduled]).warnings).toEqual([]);
  });
});
