import { describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '../event.entities';
import { READINESS_MESSAGES, publishReadiness, type StoryFindings } from './readiness';

const story = (issues: string[] = []): StoryFindings => ({
  unreachable: [],
  dangling: [],
  cyclesWithoutExit: [],
  issues,
});
const library = { organisations: [], pdfs: [{ fileName: 'memo', type: 'Document' as const }] };
const question = (extra: Partial<ScenarioEvent>): ScenarioEvent => ({
  id: '4',
  section: '1',
  subject: 'Pay the ransom?',
  responseType: 'option',
  options: JSON.stringify([{ option: 'No' }, { option: 'Yes' }]),
  next: '5',
  ...extra,
});

describe('publishReadiness', () => {
  it('is ready with no issues', () => {
    expect(publishReadiness({ events: [], library, story: story() })).toEqual({
      ready: true,
      issues: [],
      errors: [],
      warnings: [],
    });
  });

  it('counts the story lines that break the game as errors, the others as warnings', () => {
    const readiness = publishReadiness({
      events: [],
      library,
      story: story([
        'Event (3) Isolate cannot be reached from the start.',
        'The longest play time (1 h 40 min) runs past the 90-minute slot.',
      ]),
    });
    expect(readiness.ready).toBe(false);
    expect(readiness.errors).toEqual(['Event (3) Isolate cannot be reached from the start.']);
    expect(readiness.warnings).toEqual([
      'The longest play time (1 h 40 min) runs past the 90-minute slot.',
    ]);
  });

  it('refuses a form answer with no form, or a Document as its form', () => {
    const noForm = question({ responseType: 'form', options: 'text' });
    const documentForm = question({ id: '6', responseType: 'form', options: 'memo' });
    const readiness = publishReadiness({ events: [noForm, documentForm], library, story: story() });
    expect(readiness.errors).toEqual([
      'Event (4) Pay the ransom? asks for a form but names none: players cannot answer it.',
      'Event (6) Pay the ransom? asks for the form memo, which is a Document, not a Form.',
    ]);
  });

  it('flags a timed question whose time-out leads nowhere', () => {
    const nowhere = question({ timeLimit: '60', next: -1 });
    const late = question({ id: '7', timeLimit: '60', next: -1, laterThan: '30', nextIfLate: '8' });
    const readiness = publishReadiness({ events: [nowhere, late], library, story: story() });
    expect(readiness.warnings).toEqual([READINESS_MESSAGES.timeoutNowhere(nowhere)]);
    expect(readiness.issues[0]).toMatchObject({ rule: 'timeouts', severity: 'warning' });
  });

  it('flags an email, news article or alert without a subject, never a social post', () => {
    const events: ScenarioEvent[] = [
      { id: '1', section: '1', type: 'Email', subject: ' ' },
      { id: '2', section: '1', type: 'Social', subject: '' },
      { id: '3', section: 'Noise', type: 'News' },
      { id: '4', section: '1', type: 'Alert', subject: 'EDR alarm' },
    ];
    const readiness = publishReadiness({ events, library, story: story() });
    expect(readiness.warnings).toEqual([
      'Event (1) has no subject: players see it without a title line.',
      'Event (3) has no subject: players see it without a title line.',
    ]);
    expect(readiness.ready).toBe(true);
  });

  it('takes more rules: a later check (missing translations) adds its own issues', () => {
    const translations = () => [
      { severity: 'warning' as const, rule: 'translations', message: '3 texts lack German.' },
    ];
    const readiness = publishReadiness({ events: [], library, story: story() }, [translations]);
    expect(readiness.warnings).toEqual(['3 texts lack German.']);
  });
});
