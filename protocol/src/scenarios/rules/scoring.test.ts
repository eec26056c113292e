import { describe, expect, it } from 'vitest';
import { UNSCORED_REASON, isScoredQuestion, unscoredReason } from './scoring';

const question = (changes: Record<string, unknown>) => ({ section: '1', ...changes });

describe('unscoredReason', () => {
  it('says a reorder question without a correct order will not count', () => {
    const reorder = question({ responseType: 'reorder', options: '[{"reorder":"A"}]' });
    expect(unscoredReason(reorder)).toBe(UNSCORED_REASON.reorderWithoutOrder);
    expect(unscoredReason({ ...reorder, wrong: ['A'] })).toBe(UNSCORED_REASON.reorderWithoutOrder);
    expect(unscoredReason({ ...reorder, correct: ['A'] })).toBeNull();
  });

  it('says free text without accepted texts will not count', () => {
    const text = question({ responseType: 'text', options: 'text' });
    expect(unscoredReason(text)).toBe(UNSCORED_REASON.freeText);
    expect(isScoredQuestion(text)).toBe(false);
    expect(isScoredQuestion({ ...text, correct: ['isolate'] })).toBe(true);
  });

  it('says Preset and Noise questions never count, and has nothing to say without an answer', () => {
    const noise = question({
      section: 'Noise',
      responseType: 'option',
      options: 'x',
      correct: ['x'],
    });
    expect(unscoredReason(noise)).toBe(UNSCORED_REASON.outsideStory);
    expect(unscoredReason(question({ responseType: 'none', options: '' }))).toBeNull();
    expect(isScoredQuestion(question({ responseType: 'none', options: '' }))).toBe(false);
  });
});
