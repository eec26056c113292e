import { describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import {
  NOTHING_SELECTED,
  choicesOf,
  feedbackFor,
  nextFor,
  seededShuffle,
  selectionProblem,
  startingOrder,
  textToSubmit,
} from './answers';

const branching: ScenarioEvent = {
  id: '2',
  responseType: 'option',
  options: JSON.stringify([
    { option: 'Isolate', next: '3' },
    { option: 'Wait', next: '4' },
    { option: 'Ask' },
  ]),
  next: '9',
};

describe('nextFor', () => {
  it("follows the chosen option's next", () => {
    expect(nextFor(branching, 'Isolate')).toBe('3');
    expect(nextFor(branching, 'Wait')).toBe('4');
  });

  it("falls back to the event's next, then to -1", () => {
    expect(nextFor(branching, 'Ask')).toBe('9');
    expect(nextFor({ id: '5' }, ['a'])).toBe(-1);
  });
});

describe('choicesOf', () => {
  it('reads the option texts whatever key the response type uses', () => {
    const event = { id: '3', options: JSON.stringify([{ checkbox: 'Legal' }, { checkbox: 'PR' }]) };
    expect(choicesOf(event).map((choice) => choice.text)).toEqual(['Legal', 'PR']);
  });
});

describe('selectionProblem', () => {
  it('rejects an empty selection with "Please select at least one option"', () => {
    expect(selectionProblem(null)).toBe(NOTHING_SELECTED);
    expect(selectionProblem([])).toBe(NOTHING_SELECTED);
    expect(NOTHING_SELECTED).toBe('Please select at least one option');
  });

  it('accepts a chosen option or a non-empty set', () => {
    expect(selectionProblem('Isolate')).toBeNull();
    expect(selectionProblem(['Legal'])).toBeNull();
  });
});

describe('textToSubmit', () => {
  it('does not submit text that is empty once trimmed', () => {
    expect(textToSubmit('  \n ')).toBeNull();
  });

  it('submits the trimmed text', () => {
    expect(textToSubmit('  We are investigating. ')).toBe('We are investigating.');
  });
});

describe('shuffles', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('gives the same order for the same seed and keeps every item', () => {
    expect(seededShuffle(items, 'event-5')).toEqual(seededShuffle(items, 'event-5'));
    expect([...seededShuffle(items, 'event-5')].sort()).toEqual(items);
  });

  it('never starts a reorder question in the author order', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']) {
      expect(startingOrder(items, seed)).not.toEqual(items);
    }
    expect(startingOrder(['only'], 'x')).toEqual(['only']);
  });
});

describe('feedbackFor', () => {
  const question: ScenarioEvent = {
    id: '2',
    correct: ['Isolate'],
    wrong: ['Wait'],
    correctFeedback: 'Containing first stops the spread.',
    wrongFeedback: 'Waiting let it spread.',
  };

  it("gives the author's feedback on a correct or a wrong answer", () => {
    expect(feedbackFor({ ...question, response: 'Isolate' })).toEqual({
      kind: 'correct',
      text: 'Containing first stops the spread.',
    });
    expect(feedbackFor({ ...question, response: 'Wait' })?.kind).toBe('wrong');
  });

  it('needs the exact set for a checkbox answer', () => {
    const boxes = { ...question, correct: ['Legal', 'PR'], wrong: ['Catering'] };
    expect(feedbackFor({ ...boxes, response: ['PR', 'Legal'] })?.kind).toBe('correct');
    expect(feedbackFor({ ...boxes, response: ['Legal', 'Catering'] })?.kind).toBe('wrong');
    expect(feedbackFor({ ...boxes, response: ['Legal'] })).toBeNull();
  });

  it('says nothing before the answer or without feedback text', () => {
    expect(feedbackFor(question)).toBeNull();
    expect(feedbackFor({ id: '3', correct: ['a'], response: 'a' })).toBeNull();
  });
});
