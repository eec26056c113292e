import { afterAll, describe, expect, it } from 'vitest';
import { scoreText, PLAYER_STATUS_LABEL } from '@dojo/protocol';
import { speak } from '../../testing/i18n';
import { t } from './index';
import { scoreWords, statusCountText, statusWord } from './statusText';

afterAll(() => speak('en'));

describe("the portal's status, score and pass in the reader's language", () => {
  it('says the same as the English labels in English', () => {
    speak('en');
    expect(statusWord(t, 'completed')).toBe(PLAYER_STATUS_LABEL.completed);
    const result = { score: 2, totalQuestions: 3 };
    expect(scoreWords(t, 'playing', result)).toBe(scoreText('playing', result));
    expect(scoreWords(t, 'invited', null)).toBe('—');
    expect(scoreWords(t, 'completed', { ...result, passed: true })).toBe('2 / 3 (Passed)');
  });

  it('words the values protocol decides in German, French and Spanish', () => {
    speak('de');
    expect(statusWord(t, 'completed')).toBe('Abgeschlossen');
    expect(scoreWords(t, 'playing', { score: 2, totalQuestions: 3 })).toBe('2 / 3 bisher');
    expect(scoreWords(t, 'completed', { score: 1, totalQuestions: 3, passed: false })).toBe(
      '1 / 3 (Nicht bestanden)',
    );
    // No verdict before the run is completed, in any language.
    expect(scoreWords(t, 'expired', { score: 1, totalQuestions: 3, passed: false })).toBe('1 / 3');
    expect(statusCountText(t, 'expired', 2)).toBe('2 abgelaufen');
    speak('fr');
    expect(statusCountText(t, 'completed', 1)).toBe('1 terminé');
    expect(statusCountText(t, 'completed', 3)).toBe('3 terminés');
    speak('es');
    expect(scoreWords(t, 'completed', { score: 3, totalQuestions: 3, passed: true })).toBe(
      '3 / 3 (Aprobado)',
    );
  });
});
