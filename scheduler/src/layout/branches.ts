import {
  delaySeconds,
  displayAfterMinutes,
  isMainEvent,
  nextTarget,
  optionBranches,
  parseResponseOptions,
  responseTypeOf,
  thresholdSeconds,
  timeLimitSeconds,
  type NextRef,
  type ScenarioEvent,
} from '@dojo/protocol';

/**
 * The branch graph of a scenario's main events, shared by the layout timeline and the
 * pre-publish check. Preset and Noise events are not in it (editor spec §4).
 */

export type EdgeKind = 'next' | 'option' | 'early' | 'late' | 'timeout';

/** Where an edge leads: a main event, nothing (-1), the end '/0', the report '/1', or an id
 * that names no main event (dangling). */
export type EdgeTarget =
  | { kind: 'event'; id: string }
  | { kind: 'none' }
  | { kind: 'end' }
  | { kind: 'report' }
  | { kind: 'dangling'; next: string };

export interface BranchEdge {
  from: string;
  kind: EdgeKind;
  target: EdgeTarget;
  /** The answer option this edge follows (option edges). */
  option?: string;
  /** Seconds until the target shows, as the layout counts them (editor spec §4). */
  layoutSeconds: number;
  /** Seconds until the target shows when answered at once, and at the latest. */
  minSeconds: number;
  maxSeconds: number;
  /** False for the time running out: the play-time and score walks assume answers. */
  answered: boolean;
}

export interface Root {
  id: string;
  /** Seconds after the start at which the root shows. */
  offsetSeconds: number;
}

export interface BranchGraph {
  /** Main events in scenario order. */
  events: ScenarioEvent[];
  byId: Map<string, ScenarioEvent>;
  edges: Map<string, BranchEdge[]>;
  /** The first main event, then every main event with a displayAfter. */
  roots: Root[];
  /** True when some main event is scheduled by displayAfter. */
  scheduled: boolean;
}

/**
 * How long an answer without a time limit is assumed to take at the latest, so the longest
 * play time stays finite (docs/editor-rules.md).
 */
export const UNTIMED_ANSWER_SECONDS = 120;

export function buildBranchGraph(all: readonly ScenarioEvent[]): BranchGraph {
  const events = all.filter(isMainEvent);
  const byId = new Map(events.map((event) => [event.id, event]));
  const edges = new Map(events.map((event) => [event.id, eventEdges(event, byId)]));
  const roots: Root[] = [];
  const scheduled = events.some((event) => displayAfterMinutes(event) !== undefined);
  events.forEach((event, index) => {
    const minutes = displayAfterMinutes(event);
    if (index === 0 || minutes !== undefined) {
      roots.push({ id: event.id, offsetSeconds: (minutes ?? 0) * 60 });
    }
  });
  return { events, byId, edges, roots, scheduled };
}

/** The event targets of a node's edges (optionally answered edges only). */
export function successors(graph: BranchGraph, id: string, answeredOnly = false): string[] {
  const targets: string[] = [];
  for (const edge of graph.edges.get(id) ?? []) {
    if (answeredOnly && !edge.answered) continue;
    if (edge.target.kind === 'event') targets.push(edge.target.id);
  }
  return targets;
}

function eventEdges(event: ScenarioEvent, byId: Map<string, ScenarioEvent>): BranchEdge[] {
  const target = (ref: NextRef | undefined) => resolve(ref, byId);
  const delay = delaySeconds(event);
  const base = { from: event.id, answered: true };
  if (responseTypeOf(event) === 'none') {
    const span = { layoutSeconds: delay, minSeconds: delay, maxSeconds: delay };
    return [{ ...base, kind: 'next', target: target(event.next), ...span }];
  }
  const limit = timeLimitSeconds(event);
  const window = limit ?? UNTIMED_ANSWER_SECONDS;
  const early = event.nextIfEarly !== undefined ? thresholdSeconds(event.earlierThan) : undefined;
  const late = event.nextIfLate !== undefined ? thresholdSeconds(event.laterThan) : undefined;
  const branches = optionBranches(event);
  const edges: BranchEdge[] = [];

  const everyOptionBranches =
    branches.length > 0 && branches.length === parseResponseOptions(event.options).length;
  if (!everyOptionBranches) {
    // Answers that neither branch nor hit a timing branch lead to next.
    const from = Math.min(early ?? 0, window);
    const to = Math.max(from, Math.min(late ?? window, window));
    const span = { layoutSeconds: delay, minSeconds: from + delay, maxSeconds: to + delay };
    edges.push({ ...base, kind: 'next', target: target(event.next), ...span });
  }
  for (const branch of branches) {
    const span = {
      layoutSeconds: (limit ?? 0) + delay,
      minSeconds: delay,
      maxSeconds: window + delay,
    };
    edges.push({
      ...base,
      kind: 'option',
      target: target(branch.next),
      option: branch.text,
      ...span,
    });
  }
  if (early !== undefined && nextTarget(event.nextIfEarly).kind !== 'none') {
    const span = {
      layoutSeconds: delay,
      minSeconds: delay,
      maxSeconds: Math.min(early, window) + delay,
    };
    edges.push({ ...base, kind: 'early', target: target(event.nextIfEarly), ...span });
  }
  if (late !== undefined && nextTarget(event.nextIfLate).kind !== 'none') {
    const span = {
      layoutSeconds: late + delay,
      minSeconds: late + delay,
      maxSeconds: Math.max(late, window) + delay,
    };
    edges.push({ ...base, kind: 'late', target: target(event.nextIfLate), ...span });
  }
  if (limit !== undefined) {
    const span = {
      layoutSeconds: limit + delay,
      minSeconds: limit + delay,
      maxSeconds: limit + delay,
    };
    edges.push({ ...base, answered: false, kind: 'timeout', target: target(event.next), ...span });
  }
  return edges;
}

function resolve(ref: NextRef | undefined, byId: Map<string, ScenarioEvent>): EdgeTarget {
  const target = nextTarget(ref);
  if (target.kind !== 'event') return target;
  return byId.has(target.id) ? target : { kind: 'dangling', next: target.id };
}
