import { GAME_MINUTES, type ScenarioEvent } from '@dojo/protocol';
import { passesTeamRule, type IgnoredTarget } from '../engine';
import { buildBranchGraph, eventAt, type BranchGraph } from '../layout/branches';
import { chainSolver } from './chains';
import { loopsOf, reachableFrom } from './graphWalk';
import { checkIssues } from './issues';
import { quickestRun, slowestRun, type TimedRun } from './playTime';
import { bestRun, type ScoredRun } from './score';
import { sideBySideTallies } from './sideBySide';

/** A main event's next (or branch) that the engine never follows. */
export interface DanglingNext {
  from: string;
  next: string;
}

export interface PrePublishCheck {
  /** Main events no way leads to, in scenario order. */
  unreachable: string[];
  dangling: DanglingNext[];
  /** Loops the player can never leave, each as its event ids in scenario order. */
  cyclesWithoutExit: string[][];
  /** The quickest run (docs/editor-rules.md); null when the scenario has no main event. */
  shortestPlayMs: number | null;
  /** The slowest run, untimed answers capped; null when the scenario has no main event. */
  longestPlayMs: number | null;
  /** The 90-minute slot a game lasts. */
  slotMs: number;
  /** The longest play time fits the slot. */
  withinSlot: boolean;
  /** The best achievable share of correct answers; null when the best run has no question. */
  bestScore: number | null;
  /** The scored questions on the run that gives the best score. */
  totalQuestions: number;
  /** The best run passes (a run without a scored question passes, as in the engine). */
  reachesPassMark: boolean;
  /** One human-readable line per problem found; [] when the scenario is ready. */
  issues: string[];
}

export const SLOT_MS = GAME_MINUTES * 60_000;

/** The runs behind the check's numbers, each with the plan a player follows to get it. */
export interface CheckRuns {
  /** Everything answered as soon as the way taken allows. */
  quickest: TimedRun | null;
  /** Every question held to the end of its limit (or the cap), the slowest way taken. */
  slowest: TimedRun | null;
  /** The best answers on the way with the best share of correct answers. */
  best: ScoredRun | null;
}

export function checkRuns(events: readonly ScenarioEvent[]): CheckRuns {
  return runsOf(buildBranchGraph(events));
}

function runsOf(graph: BranchGraph): CheckRuns {
  const solve = chainSolver(graph);
  const chains = graph.roots.map((root) => ({
    offsetMs: root.offsetMs,
    ends: solve(root.node, root.offsetMs),
  }));
  if (chains.length === 0) return { quickest: null, slowest: null, best: null };
  const combos =
    chains.length === 1
      ? [chains.map((chain) => chain.ends.tallies)]
      : sideBySideTallies(graph, graph.roots);
  return { quickest: quickestRun(chains), slowest: slowestRun(chains), best: bestRun(combos) };
}

/**
 * The pre-publish check the editor runs on save (docs/editor-rules.md). It reads the story
 * the way the engine plays it: the graph's edges are the engine's own ways on, so its play
 * times and best score are those of runs a player can actually produce.
 */
export function prePublishCheck(events: readonly ScenarioEvent[]): PrePublishCheck {
  const graph = buildBranchGraph(events);
  const reachable = reachableFrom(graph);
  const runs = runsOf(graph);
  const loops = loopsOf(graph, reachable);
  const ignored = ignoredTargets(graph);
  const idsOf = (nodes: number[]) => nodes.map((node) => eventAt(graph, node).id);
  const shortestPlayMs = runs.quickest?.playMs ?? null;
  const longestPlayMs = runs.slowest?.playMs ?? null;
  const best = runs.best;
  const check: Omit<PrePublishCheck, 'issues'> = {
    unreachable: idsOf(graph.nodes.filter((node) => !reachable.has(node))),
    dangling: danglingOf(ignored),
    cyclesWithoutExit: loops.withoutExit.map(idsOf),
    shortestPlayMs,
    longestPlayMs,
    slotMs: SLOT_MS,
    withinSlot: longestPlayMs !== null && longestPlayMs <= SLOT_MS,
    bestScore: best && best.questions > 0 ? best.correct / best.questions : null,
    totalQuestions: best?.questions ?? 0,
    reachesPassMark: best === null || passesTeamRule(best.correct, 0, best.questions),
  };
  const issues = checkIssues(check, graph, {
    ignored,
    loopsWithExit: loops.withExit.map(idsOf),
  });
  return { ...check, issues };
}

/** Every target the author set on a main event that the engine does not follow. */
function ignoredTargets(graph: BranchGraph): { from: string; target: IgnoredTarget }[] {
  return graph.nodes.flatMap((node) => {
    const compiled = graph.scenario.compiled[node];
    return (compiled?.ignored ?? []).map((target) => ({ from: compiled?.event.id ?? '', target }));
  });
}

function danglingOf(ignored: { from: string; target: IgnoredTarget }[]): DanglingNext[] {
  const dangling: DanglingNext[] = [];
  for (const { from, target } of ignored) {
    if (!dangling.some((d) => d.from === from && d.next === target.ref)) {
      dangling.push({ from, next: target.ref });
    }
  }
  return dangling;
}
