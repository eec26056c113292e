import { describe, expect, it } from 'vitest';
import { answerChoices } from './choices';
import { markAnswer } from './score';
import { email, question } from '../testing/engine';

describe('answerChoices', () => {
  it('offers every option of a single-choice question, since the option decides the branch', () => {
    expect(answerChoices(question('q', 'random', [['A'], ['B', '2']]))).toEqual(['A', 'B']);
  });

  it('builds the correct checkbox set and reorder order from the options', () => {
    const box = question('q', 'checkbox', [['Legal'], ['Comms'], ['Catering']], {
      correct: ['Comms', 'Legal'],
      wrong: ['Catering'],
    });
    expect(answerChoices(box).map((answer) => markAnswer(box, answer))).toContain('correct');
    const order = question('q', 'reorder', [['b'], ['a']], { correct: ['a', 'b'] });
    expect(answerChoices(order)).toEqual([['a', 'b']]);
  });

  it('offers a free text no list names, right for a question that names only wrong answers', () => {
    const text = email('t', { responseType: 'text', options: 'text', wrong: ['Another answer'] });
    const [unlisted] = answerChoices(text);
    expect(unlisted).toBe('Another answer 2');
    expect(markAnswer(text, unlisted)).toBe('correct');
  });

  it('fills a form with the correct values', () => {
    const form = email('f', { responseType: 'form', options: 'report', correct: ['Ransomware'] });
    expect(answerChoices(form).map((answer) => markAnswer(form, answer))).toEqual(['correct']);
  });
});
