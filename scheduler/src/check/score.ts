import type { Plan, RunStep, Scored } from './chains';
import { mergePlans } from './playTime';

/** The run with the best score the check found, and how a player plays it. */
export interface ScoredRun {
  /** Correct answers and scored questions met (neutral answers leave a question out). */
  correct: number;
  questions: number;
  steps: RunStep[];
}

type Sum = { correct: number; plans: Plan[] };

/**
 * The best score a player can reach (docs/editor-rules.md, "Play time and score"): over the
 * ways through the story, the highest share of correct answers, each scored question marked
 * by the engine's `markAnswer` for the best answer that takes that way (a neutral answer
 * leaves the question out, an unanswered one counts 0). A run without a scored question
 * passes, as the engine passes it; ties go to the run with more questions.
 *
 * `combos` lists the ways the chains can be combined, each as one tally per chain (one
 * chain: its own tallies; chains side by side: see `sideBySideTallies`); a combination's
 * questions add up.
 */
export function bestRun(combos: readonly (readonly Map<number, Scored>[])[]): ScoredRun | null {
  let best: { questions: number; correct: number; plans: Plan[] } | undefined;
  for (const chains of combos) {
    let total = new Map<number, Sum>([[0, { correct: 0, plans: [] }]]);
    for (const tallies of chains) {
      const sums = new Map<number, Sum>();
      for (const [q1, left] of total) {
        for (const [q2, right] of tallies) add(sums, q1 + q2, left, right);
      }
      total = sums;
    }
    for (const [questions, { correct, plans }] of total) {
      if (best === undefined || beats(questions, correct, best)) {
        best = { questions, correct, plans };
      }
    }
  }
  if (best === undefined) return null;
  return { correct: best.correct, questions: best.questions, steps: mergePlans(best.plans) };
}

function add(sums: Map<number, Sum>, questions: number, left: Sum, right: Scored) {
  const correct = left.correct + right.correct;
  const known = sums.get(questions);
  if (known === undefined || correct > known.correct) {
    sums.set(questions, { correct, plans: [...left.plans, right.plan] });
  }
}

/** A share of correct answers; a run without a scored question passes like a full score. */
const share = (questions: number, correct: number) => (questions === 0 ? 1 : correct / questions);

function beats(questions: number, correct: number, best: { questions: number; correct: number }) {
  const mine = share(questions, correct);
  const theirs = share(best.questions, best.correct);
  return mine > theirs || (mine === theirs && questions > best.questions);
}
