import { describe, expect, it } from 'vitest';
import { ScenarioEvent } from '../event.entities';
import { startAtSeconds } from './fields';
import { normaliseEventForSave, setDisplayAfter, setStartAt } from './normalise';

const event: ScenarioEvent = { id: '2', section: '1', type: 'Email', next: '3' };

describe('startAtSeconds', () => {
  it('reads the start time in seconds of game time, text or number', () => {
    expect(startAtSeconds({ ...event, startAt: '900' })).toBe(900);
    expect(startAtSeconds({ ...event, startAt: 0 })).toBe(0);
  });

  it('reads empty, NaN, negative and absent as no start time (older scenarios)', () => {
    for (const startAt of ['', 'NaN', '-1', undefined]) {
      expect(startAtSeconds({ ...event, startAt })).toBeUndefined();
    }
  });

  it('is no start time on a Preset event or on an event with its own displayAfter', () => {
    expect(startAtSeconds({ ...event, section: 'Preset', startAt: '60' })).toBeUndefined();
    expect(startAtSeconds({ ...event, displayAfter: '5', startAt: '60' })).toBeUndefined();
  });

  it('is stored as an optional field of the event, bounded like every number', () => {
    expect(ScenarioEvent.parse({ ...event, startAt: '900' }).startAt).toBe('900');
    expect(ScenarioEvent.safeParse({ ...event, startAt: 'soon' }).success).toBe(false);
    expect(ScenarioEvent.safeParse({ ...event, startAt: '9'.repeat(300) }).success).toBe(false);
  });
});

describe('setStartAt and setDisplayAfter', () => {
  it('keeps Next and the delay with a start time, and clears displayAfter', () => {
    const set = setStartAt({ ...event, delay: '30', displayAfter: '4' }, '900');
    expect(set).toMatchObject({ next: '3', delay: '30', startAt: '900', displayAfter: '' });
  });

  it('clears the start time when displayAfter is set, with next and the delay', () => {
    const set = setDisplayAfter({ ...event, startAt: '900' }, '10');
    expect(set).toMatchObject({ displayAfter: '10', next: -1, delay: '', startAt: '' });
  });

  it('saves a start time beside Next, and drops it beside a displayAfter', () => {
    expect(normaliseEventForSave({ ...event, startAt: '900' }).startAt).toBe('900');
    expect(normaliseEventForSave({ ...event, startAt: 'NaN' }).startAt).toBe('');
    expect(normaliseEventForSave({ ...event, displayAfter: '3', startAt: '900' }).startAt).toBe('');
  });
});
