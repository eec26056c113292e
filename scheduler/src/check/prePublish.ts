import { GAME_MINUTES, PASS_MARK, type ScenarioEvent } from '@dojo/protocol';
import { buildBranchGraph } from '../layout/branches';
import { cyclesWithoutExit, reachableFrom } from './graphWalk';
import { checkIssues } from './issues';
import { playTime } from './playTime';
import { bestScore } from './score';

/** A main event's next (or branch) that names no main event. */
export interface DanglingNext {
  from: string;
  next: string;
}

export interface PrePublishCheck {
  /** Main events no branch leads to, in scenario order. */
  unreachable: string[];
  dangling: DanglingNext[];
  /** Loops the player can never leave, each as its event ids in scenario order. */
  cyclesWithoutExit: string[][];
  /** Null when no end can be reached. */
  shortestPlayMs: number | null;
  /** Null when a loop makes the play time unbounded. */
  longestPlayMs: number | null;
  /** The 90-minute slot a game lasts. */
  slotMs: number;
  /** The longest play time fits the slot. */
  withinSlot: boolean;
  /** The best achievable share of correct answers; null when no path has a question. */
  bestScore: number | null;
  /** The questions on the path that gives the best score. */
  totalQuestions: number;
  reachesPassMark: boolean;
  /** One human-readable line per problem found; [] when the scenario is ready. */
  issues: string[];
}

export const SLOT_MS = GAME_MINUTES * 60_000;

/**
 * The pre-publish check the editor runs on save (docs/editor-rules.md): it walks the branch
 * graph of the main events from the start event and every displayAfter event.
 */
export function prePublishCheck(events: readonly ScenarioEvent[]): PrePublishCheck {
  const graph = buildBranchGraph(events);
  const reachable = reachableFrom(graph);
  const dangling: DanglingNext[] = [];
  for (const [from, edges] of graph.edges) {
    for (const { target } of edges) {
      if (target.kind !== 'dangling') continue;
      if (!dangling.some((d) => d.from === from && d.next === target.next)) {
        dangling.push({ from, next: target.next });
      }
    }
  }
  const time = playTime(graph);
  const score = bestScore(graph);
  const shortestPlayMs = time.shortestSeconds === null ? null : time.shortestSeconds * 1000;
  const longestPlayMs = time.longestSeconds === null ? null : time.longestSeconds * 1000;
  const check: Omit<PrePublishCheck, 'issues'> = {
    unreachable: graph.events.map((event) => event.id).filter((id) => !reachable.has(id)),
    dangling,
    cyclesWithoutExit: cyclesWithoutExit(graph, reachable),
    shortestPlayMs,
    longestPlayMs,
    slotMs: SLOT_MS,
    withinSlot: longestPlayMs !== null && longestPlayMs <= SLOT_MS,
    bestScore: score.score,
    totalQuestions: score.questions,
    reachesPassMark: score.score !== null && score.score >= PASS_MARK,
  };
  return { ...check, issues: checkIssues(check, graph) };
}
