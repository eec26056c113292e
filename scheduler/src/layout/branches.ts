import type { ScenarioEvent } from '@dojo/protocol';
import {
  compileScenario,
  shownAt,
  waysOn,
  type CompiledEvent,
  type CompiledScenario,
  type MoveKind,
  type Target,
  type Way,
} from '../engine';

/**
 * The branch graph of a scenario's main events, shared by the layout timeline and the
 * pre-publish check. It is the engine's own reading: targets come from `compileScenario`
 * (one resolver) and the edges are the engine's `waysOn`, so what the editor draws and checks
 * is what players get. Preset and Noise events are not in it (docs/editor-rules.md).
 */

export type EdgeKind = MoveKind;

/** Where an edge leads: a main event (by scenario index), nothing, the end '/0', the report '/1'. */
export type EdgeTarget =
  { kind: 'event'; node: number } | { kind: 'none' } | { kind: 'end' } | { kind: 'report' };

export interface BranchEdge {
  /** The scenario index of the event the edge leaves. */
  from: number;
  kind: EdgeKind;
  target: EdgeTarget;
  /** The answer option an option edge follows. */
  option?: string;
  /** Seconds until the target shows, as the layout counts them (docs/editor-rules.md). */
  layoutSeconds: number;
  /** The engine's way behind the edge: its soonest, latest and best-marked tries. */
  way: Way;
}

export interface Root {
  /** The scenario index of the root event. */
  node: number;
  /** Seconds after the start at which the root shows. */
  offsetSeconds: number;
  /** The same in game-time milliseconds, as the engine schedules it. */
  offsetMs: number;
}

export interface BranchGraph {
  scenario: CompiledScenario;
  /** Main events (scenario indexes) in scenario order. */
  nodes: number[];
  edges: Map<number, BranchEdge[]>;
  /** The first main event (at 0 unless it has a displayAfter) and every displayAfter event. */
  roots: Root[];
  /** True when some main event is scheduled by displayAfter. */
  scheduled: boolean;
}

/**
 * How long an answer without a time limit is assumed to take at the latest, so the longest
 * play time stays finite; also how long a question whose time-out leads nowhere is assumed
 * to wait for its late answer (docs/editor-rules.md).
 */
export const UNTIMED_ANSWER_SECONDS = 120;

export function buildBranchGraph(events: readonly ScenarioEvent[]): BranchGraph {
  const scenario = compileScenario(events);
  const main = scenario.compiled.filter((c) => c.lane === 'main');
  const edges = new Map(main.map((c) => [c.index, edgesOf(c)]));
  const roots = scenario.roots
    .filter((root) => scenario.compiled[root.index]?.lane === 'main')
    .map((root) => ({ node: root.index, offsetSeconds: root.at / 1000, offsetMs: root.at }));
  return {
    scenario,
    nodes: main.map((c) => c.index),
    edges,
    roots,
    scheduled: main.some((c) => c.displayAfterMs !== null),
  };
}

/** The event at a node. */
export function eventAt(graph: BranchGraph, node: number): ScenarioEvent {
  return (graph.scenario.compiled[node] as CompiledEvent).event;
}

/**
 * When a node reached at `atSeconds` shows on the layout: never before its start time
 * (docs/engine.md, "Start times"), exactly as the engine holds it.
 */
export function heldSeconds(graph: BranchGraph, node: number, atSeconds: number): number {
  const start = graph.scenario.compiled[node]?.startAtMs ?? null;
  return start === null ? atSeconds : Math.max(atSeconds, start / 1000);
}

/** When a node reached at `atMs` (game time) shows, as {@link heldSeconds} in milliseconds. */
export function heldMs(graph: BranchGraph, node: number, atMs: number): number {
  return shownAt(graph.scenario.compiled[node], atMs);
}

/** The main events a node's edges lead to. */
export function successors(graph: BranchGraph, node: number): number[] {
  const targets: number[] = [];
  for (const edge of graph.edges.get(node) ?? []) {
    if (edge.target.kind === 'event') targets.push(edge.target.node);
  }
  return targets;
}

/** Edges in the order the layout lists them: next, options, early, late, time-out. */
const KIND_ORDER: readonly EdgeKind[] = ['next', 'option', 'early', 'late', 'timeout'];

function edgesOf(event: CompiledEvent): BranchEdge[] {
  const ways = waysOn(event, UNTIMED_ANSWER_SECONDS * 1000);
  ways.sort((a, b) => KIND_ORDER.indexOf(a.by) - KIND_ORDER.indexOf(b.by));
  return ways.map((way) => ({
    from: event.index,
    kind: way.by,
    target: edgeTarget(way.target),
    ...(way.option === undefined ? {} : { option: way.option }),
    layoutSeconds: layoutSeconds(event, way.by),
    way,
  }));
}

function edgeTarget(target: Target | null): EdgeTarget {
  if (target === null) return { kind: 'none' };
  return target.kind === 'event' ? { kind: 'event', node: target.index } : target;
}

/**
 * The layout's time per step (docs/editor-rules.md): the delay, 5 s when none; branch options and
 * time-outs add the time limit; a late branch adds LaterThan.
 */
function layoutSeconds(event: CompiledEvent, kind: EdgeKind): number {
  const extra =
    kind === 'option' || kind === 'timeout'
      ? (event.timeLimitMs ?? 0)
      : kind === 'late'
        ? (event.laterThanMs ?? 0)
        : 0;
  return (extra + event.delayMs) / 1000;
}
