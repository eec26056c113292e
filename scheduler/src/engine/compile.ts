import {
  delaySeconds,
  displayAfterMinutes,
  isFlagSet,
  startAtSeconds,
  optionBranches,
  responseTypeOf,
  takesAnswer,
  thresholdSeconds,
  timeLimitSeconds,
  type NextRef,
  type ResponseType,
  type ScenarioEvent,
} from '@dojo/protocol';
import { laneOf, resolveTarget, type IgnoredTarget, type Lane, type Target } from './targets';

export type { IgnoredTarget, IgnoredReason, Lane, Target } from './targets';

/** One event with everything the walk needs parsed once: numbers, options, resolved targets. */
export interface CompiledEvent {
  index: number;
  event: ScenarioEvent;
  lane: Lane;
  /** The section name; events without one belong to the main section ''. */
  section: string;
  responseType: ResponseType;
  /** The event takes an answer (`takesAnswer`: a response type and options to answer). */
  expectsAnswer: boolean;
  team: boolean;
  delayMs: number;
  /** Absolute schedule (displayAfter minutes), or null when reached through `next`. */
  displayAfterMs: number | null;
  /** Start time: a next reaching the event earlier is held until then (null: none). */
  startAtMs: number | null;
  timeLimitMs: number | null;
  earlierThanMs: number | null;
  laterThanMs: number | null;
  next: Target | null;
  nextIfEarly: Target | null;
  nextIfLate: Target | null;
  /** Option / random only: the option text (trimmed) to where choosing it leads. */
  optionNext: ReadonlyMap<string, Target>;
  /** Where an unanswered event goes when its limit runs out (null: it keeps waiting). */
  timeoutTarget: Target | null;
  /** Targets the author set that the walk never follows, and why (the check reports them). */
  ignored: readonly IgnoredTarget[];
}

/** An event that shows at a fixed game time without being reached through `next`. */
export interface Root {
  index: number;
  at: number;
}

/** A scenario indexed once; project many players against it. */
export interface CompiledScenario {
  readonly kind: 'compiled-scenario';
  readonly events: readonly ScenarioEvent[];
  readonly compiled: readonly CompiledEvent[];
  /** Event id to index; with duplicate ids the first one wins. */
  readonly byId: ReadonlyMap<string, number>;
  /** Main section names in order of first appearance. */
  readonly mainSections: readonly string[];
  /** The first event of the first main section, or null when there is none. */
  readonly firstMain: number | null;
  /** Preset events, the first main event and every displayAfter event, by time then order. */
  readonly roots: readonly Root[];
}

export function isCompiledScenario(
  events: readonly ScenarioEvent[] | CompiledScenario,
): events is CompiledScenario {
  return !Array.isArray(events) && (events as CompiledScenario).kind === 'compiled-scenario';
}

/** Game time is kept in whole milliseconds. */
const ms = (value: number | undefined, unit: number): number | null =>
  value === undefined ? null : Math.round(value * unit);

type Draft = Omit<
  CompiledEvent,
  'next' | 'nextIfEarly' | 'nextIfLate' | 'optionNext' | 'timeoutTarget' | 'ignored'
>;

// Every number is read by the editor's field readers (protocol rules/fields.ts), so the
// engine, the layout and the check agree on what '', 'NaN' and -1 mean.
function draft(event: ScenarioEvent, index: number): Draft {
  const section = event.section ?? '';
  return {
    index,
    event,
    lane: laneOf(section),
    section,
    responseType: responseTypeOf(event),
    expectsAnswer: takesAnswer(event),
    team: isFlagSet(event.team),
    delayMs: ms(delaySeconds(event), 1000) as number,
    displayAfterMs: ms(displayAfterMinutes(event), 60_000),
    startAtMs: ms(startAtSeconds(event), 1000),
    timeLimitMs: ms(timeLimitSeconds(event), 1000),
    earlierThanMs: ms(thresholdSeconds(event.earlierThan), 1000),
    laterThanMs: ms(thresholdSeconds(event.laterThan), 1000),
  };
}

/** Compiles a scenario snapshot once (O(events)); the result is immutable and shareable. */
export function compileScenario(events: readonly ScenarioEvent[]): CompiledScenario {
  const drafts = events.map(draft);
  const byId = new Map<string, number>();
  drafts.forEach((d) => {
    if (!byId.has(d.event.id)) byId.set(d.event.id, d.index);
  });
  const compiled = drafts.map((d) => link(d, drafts, byId));

  const mainSections: string[] = [];
  compiled.forEach((c) => {
    if (c.lane === 'main' && !mainSections.includes(c.section)) mainSections.push(c.section);
  });
  const firstMain = compiled.find((c) => c.lane === 'main')?.index ?? null;
  return {
    kind: 'compiled-scenario',
    events,
    compiled,
    byId,
    mainSections,
    firstMain,
    roots: rootsOf(compiled, firstMain),
  };
}

/** Resolves every target of one event once (docs/engine.md, "Targets and the end of the run"). */
function link(
  d: Draft,
  drafts: readonly Draft[],
  byId: ReadonlyMap<string, number>,
): CompiledEvent {
  const ignored: IgnoredTarget[] = [];
  const resolve = (field: IgnoredTarget['field'], ref: NextRef | undefined, option?: string) => {
    const resolution = resolveTarget(d, ref, drafts, byId);
    if (resolution.ignored)
      ignored.push({ field, ...resolution.ignored, ...(option ? { option } : {}) });
    return resolution.target;
  };
  const next = resolve('next', d.event.next);
  // A timing branch without its threshold is never taken, so its target is not followed.
  const nextIfEarly = d.earlierThanMs === null ? null : resolve('nextIfEarly', d.event.nextIfEarly);
  const nextIfLate = d.laterThanMs === null ? null : resolve('nextIfLate', d.event.nextIfLate);
  const optionNext = new Map<string, Target>();
  for (const branch of optionBranches(d.event)) {
    const text = branch.text.trim();
    const target = resolve('option', branch.next, text);
    if (target !== null && !optionNext.has(text)) optionNext.set(text, target);
  }
  // Not answering is later than any answer: the timeout takes the late branch when the limit
  // reaches laterThan (docs/engine.md, "Moving on").
  const lateOnTimeout =
    nextIfLate !== null && d.timeLimitMs !== null && d.timeLimitMs >= (d.laterThanMs ?? 0);
  return {
    ...d,
    next,
    nextIfEarly,
    nextIfLate,
    optionNext,
    timeoutTarget: lateOnTimeout ? nextIfLate : next,
    ignored,
  };
}

function rootsOf(compiled: readonly CompiledEvent[], firstMain: number | null): Root[] {
  const roots: Root[] = [];
  for (const c of compiled) {
    if (c.lane === 'preset') roots.push({ index: c.index, at: 0 });
    else if (c.displayAfterMs !== null) roots.push({ index: c.index, at: c.displayAfterMs });
    else if (c.index === firstMain) roots.push({ index: c.index, at: c.startAtMs ?? 0 });
  }
  return roots.sort((a, b) => a.at - b.at || a.index - b.index);
}

/**
 * When an event reached at `at` shows (docs/engine.md, "Start times"): never before its start
 * time; a next that arrives later than the start time shows it on arrival.
 */
export function shownAt(event: Pick<CompiledEvent, 'startAtMs'> | undefined, at: number): number {
  const start = event?.startAtMs ?? null;
  return start === null || at >= start ? at : start;
}
