import { describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import { TUTORIAL_MESSAGE, isTutorialEvent, tutorialAnswerMatches } from './tutorialCheck';
import { makeScenarioEvent } from '../../testing';

const step = (fields: Partial<ScenarioEvent>) => makeScenarioEvent('t1', fields);

describe('isTutorialEvent', () => {
  it('knows t1 to t10 and nothing else', () => {
    expect(isTutorialEvent('t1')).toBe(true);
    expect(isTutorialEvent('t10')).toBe(true);
    expect(isTutorialEvent('t11')).toBe(false);
    expect(isTutorialEvent('1')).toBe(false);
  });
});

describe('tutorialAnswerMatches', () => {
  it('accepts the expected option and refuses another', () => {
    const event = step({ responseType: 'option', correct: ['I am ready to start'] });
    expect(tutorialAnswerMatches(event, 'I am ready to start')).toBe(true);
    expect(tutorialAnswerMatches(event, 'Not yet')).toBe(false);
  });

  it('needs the same set for a checkbox step, in any order', () => {
    const event = step({ responseType: 'checkbox', correct: ['Security', 'IT'] });
    expect(tutorialAnswerMatches(event, ['IT', 'Security'])).toBe(true);
    expect(tutorialAnswerMatches(event, ['Security'])).toBe(false);
    expect(tutorialAnswerMatches(event, ['Security', 'IT', 'Catering'])).toBe(false);
  });

  it('compares the first 5 items of a reorder step', () => {
    const correct = ['1', '2', '3', '4', '5', '6', '7'];
    const event = step({ responseType: 'reorder', correct });
    expect(tutorialAnswerMatches(event, ['1', '2', '3', '4', '5', '7', '6'])).toBe(true);
    expect(tutorialAnswerMatches(event, ['2', '1', '3', '4', '5', '6', '7'])).toBe(false);
  });

  it('accepts free text that matches whatever its case and spacing', () => {
    const event = step({ responseType: 'text', correct: ['ready'] });
    expect(tutorialAnswerMatches(event, '  READY ')).toBe(true);
    expect(tutorialAnswerMatches(event, 'steady')).toBe(false);
  });

  it('checks each expected form field', () => {
    const event = step({ responseType: 'form', correct: ['severity=High', 'systems=Email'] });
    expect(tutorialAnswerMatches(event, { severity: 'High', systems: ['Email', 'VPN'] })).toBe(
      true,
    );
    expect(tutorialAnswerMatches(event, { severity: 'Low', systems: ['Email'] })).toBe(false);
  });

  it('accepts any answer when the step expects nothing in particular', () => {
    expect(tutorialAnswerMatches(step({ responseType: 'option' }), 'Anything')).toBe(true);
  });

  it('uses the spec wording for a wrong answer', () => {
    expect(TUTORIAL_MESSAGE).toBe("Please follow the tutorial's instruction to proceed.");
  });
});
