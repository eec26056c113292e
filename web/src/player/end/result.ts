import { reachesPassMark } from '@dojo/protocol';

export interface Outcome {
  passed: boolean;
  /** Whole per cent, e.g. 83 for 5 of 6. */
  percent: number;
}

/**
 * Pass when score / total >= 0.7 (docs/player.md, "End of the run"). A run with no scored question cannot be
 * failed: it passes with 100 %.
 */
export function outcomeOf(score: number, totalQuestions: number): Outcome {
  if (totalQuestions <= 0) return { passed: true, percent: 100 };
  const ratio = Math.max(0, score) / totalQuestions;
  return {
    passed: reachesPassMark(score, totalQuestions),
    percent: Math.round(Math.min(1, ratio) * 100),
  };
}
