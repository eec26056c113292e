import { describe, expect, it } from 'vitest';
import { respondentLabel, type AnswerRow } from './reportRows';

const row = (changes: Partial<AnswerRow>): AnswerRow =>
  ({ player: 'p', seconds: 12.4, text: 'Isolate', ...changes }) as AnswerRow;

describe('respondentLabel', () => {
  it('names the language and the answer as a player of a translation read it', () => {
    expect(respondentLabel(row({ language: 'fr', seen: 'Isoler' }), 'zoe')).toBe(
      'zoe (12 s, Français: “Isoler”)',
    );
  });
  it('says only the seconds for a player of the original', () => {
    expect(respondentLabel(row({}), 'ann')).toBe('ann (12 s)');
  });
});
