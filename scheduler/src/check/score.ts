import {
  filledEntries,
  isScoredQuestion,
  optionBranches,
  optionTexts,
  responseTypeOf,
  type ScenarioEvent,
} from '@dojo/protocol';
import type { BranchEdge, BranchGraph } from '../layout/branches';

/** For each number of questions met on the way, the most of them answered correctly. */
type Tally = Map<number, number>;

export interface BestScore {
  /** Correct answers / questions on the best path; null when no path has a question. */
  score: number | null;
  correct: number;
  questions: number;
}

/**
 * The best score a player can reach (docs/editor-rules.md, "Scoring"): over the answered
 * paths from the start to an end, the highest share of scored questions that can be
 * answered correctly while taking that path. Loops back to earlier events are not walked
 * again: an event is answered once. Chains of several roots add up.
 */
export function bestScore(graph: BranchGraph): BestScore {
  let total: Tally = new Map([[0, 0]]);
  for (const root of graph.roots) {
    const ends = chainTallies(graph, root.id);
    if (ends.size > 0) total = combine(total, ends);
  }
  let best: BestScore = { score: null, correct: 0, questions: 0 };
  for (const [questions, correct] of total) {
    if (questions === 0) continue;
    const score = correct / questions;
    const better = best.score === null || score > best.score;
    if (better || (score === best.score && questions > best.questions)) {
      best = { score, correct, questions };
    }
  }
  return best;
}

/** The tallies of every way from `root` to an end. */
function chainTallies(graph: BranchGraph, root: string): Tally {
  const { order, backEdges } = forwardOrder(graph, root);
  const arriving = new Map<string, Tally>([[root, new Map([[0, 0]])]]);
  const ends: Tally = new Map();
  for (const id of order) {
    const event = graph.byId.get(id) as ScenarioEvent;
    const tally = arriving.get(id);
    if (!tally) continue;
    const question = isScoredQuestion(event) ? 1 : 0;
    for (const edge of graph.edges.get(id) ?? []) {
      if (!edge.answered || backEdges.has(edge)) continue;
      const gained = question && answersCorrectly(event, edge) ? 1 : 0;
      const target = edge.target.kind === 'event' ? edge.target.id : undefined;
      const into =
        target === undefined ? ends : (arriving.get(target) ?? new Map<number, number>());
      for (const [questions, correct] of tally) merge(into, questions + question, correct + gained);
      if (target !== undefined) arriving.set(target, into);
    }
  }
  return ends;
}

/** Can the question be answered correctly while leaving by this edge? */
function answersCorrectly(event: ScenarioEvent, edge: BranchEdge): boolean {
  const correct = new Set(filledEntries(event.correct).map((entry) => entry.trim()));
  if (edge.kind === 'option') return correct.has(edge.option?.trim() ?? '');
  const type = responseTypeOf(event);
  if (type !== 'option' && type !== 'random') return true;
  // One choice: a correct option that branches elsewhere cannot lead by this edge.
  const branching = new Set(optionBranches(event).map((branch) => branch.text.trim()));
  return optionTexts(event).some((text) => correct.has(text.trim()) && !branching.has(text.trim()));
}

/** Events reachable from `root` in topological order, and the edges that loop back. */
function forwardOrder(graph: BranchGraph, root: string) {
  const state = new Map<string, 'open' | 'done'>();
  const backEdges = new Set<BranchEdge>();
  const finished: string[] = [];
  const visit = (id: string) => {
    state.set(id, 'open');
    for (const edge of graph.edges.get(id) ?? []) {
      if (!edge.answered || edge.target.kind !== 'event') continue;
      const seen = state.get(edge.target.id);
      if (seen === 'open') backEdges.add(edge);
      else if (seen === undefined) visit(edge.target.id);
    }
    state.set(id, 'done');
    finished.push(id);
  };
  visit(root);
  return { order: finished.reverse(), backEdges };
}

function combine(left: Tally, right: Tally): Tally {
  const sums: Tally = new Map();
  for (const [q1, c1] of left) for (const [q2, c2] of right) merge(sums, q1 + q2, c1 + c2);
  return sums;
}

function merge(tally: Tally, questions: number, correct: number) {
  tally.set(questions, Math.max(tally.get(questions) ?? 0, correct));
}
