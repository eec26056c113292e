import {
  DEFAULT_DELAY_SECONDS,
  NEXT_END,
  NEXT_REPORT,
  NOISE_SECTION,
  PRESET_SECTION,
  inferResponseType,
  isFlagSet,
  optionText,
  parseResponseOptions,
  type NextRef,
  type ResponseType,
  type ScenarioEvent,
} from '@dojo/protocol';
import { minutes, parseMs, seconds } from './numbers';

/** Where a step leads: another event (by index), the end of the run, or the report. */
export type Target = { kind: 'event'; index: number } | { kind: 'end' } | { kind: 'report' };

/** Preset events open the run, Noise events run on their own schedule, the rest is the story. */
export type Lane = 'preset' | 'noise' | 'main';

/** One event with everything the walk needs parsed once: numbers, options, resolved targets. */
export interface CompiledEvent {
  index: number;
  event: ScenarioEvent;
  lane: Lane;
  /** The section name; events without one belong to the main section ''. */
  section: string;
  responseType: ResponseType;
  /** The event takes an answer (a response type other than none, and options to answer). */
  expectsAnswer: boolean;
  team: boolean;
  delayMs: number;
  /** Absolute schedule (displayAfter minutes), or null when reached through `next`. */
  displayAfterMs: number | null;
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

function laneOf(section: string): Lane {
  if (section === PRESET_SECTION) return 'preset';
  return section === NOISE_SECTION ? 'noise' : 'main';
}

/** A `next` value as text: '' when it means nothing follows. */
function refText(ref: NextRef | undefined): string {
  if (ref === undefined) return '';
  const text = String(ref).trim();
  return text === '-1' ? '' : text;
}

type Draft = Omit<
  CompiledEvent,
  'next' | 'nextIfEarly' | 'nextIfLate' | 'optionNext' | 'timeoutTarget'
>;

function draft(event: ScenarioEvent, index: number): Draft {
  const section = event.section ?? '';
  const responseType = event.responseType ?? inferResponseType(event.options);
  const limit = parseMs(event.timeLimit, seconds);
  const earlier = parseMs(event.earlierThan, seconds);
  const later = parseMs(event.laterThan, seconds);
  return {
    index,
    event,
    lane: laneOf(section),
    section,
    responseType,
    expectsAnswer: responseType !== 'none' && (event.options ?? '') !== '',
    team: isFlagSet(event.team),
    delayMs: parseMs(event.delay, seconds) ?? DEFAULT_DELAY_SECONDS * 1000,
    displayAfterMs: parseMs(event.displayAfter, minutes),
    timeLimitMs: limit !== null && limit > 0 ? limit : null,
    earlierThanMs: earlier,
    laterThanMs: later,
  };
}

/** Compiles a scenario snapshot once (O(events)); the result is immutable and shareable. */
export function compileScenario(events: readonly ScenarioEvent[]): CompiledScenario {
  const drafts = events.map(draft);
  const byId = new Map<string, number>();
  drafts.forEach((d) => {
    if (!byId.has(d.event.id)) byId.set(d.event.id, d.index);
  });

  // A step stays in its lane, never enters Preset or a scheduled (displayAfter) event, and only
  // the story may end the run; anything else is treated like -1 (docs/engine.md, "Targets").
  const resolve = (from: Draft, ref: NextRef | undefined): Target | null => {
    const text = refText(ref);
    if (text === '') return null;
    if (text === NEXT_END || text === NEXT_REPORT) {
      if (from.lane !== 'main') return null;
      return { kind: text === NEXT_END ? 'end' : 'report' };
    }
    const index = byId.get(text);
    if (index === undefined) return null;
    const to = drafts[index] as Draft;
    if (from.lane === 'preset' || to.lane !== from.lane || to.displayAfterMs !== null) return null;
    return { kind: 'event', index };
  };

  const compiled = drafts.map((d): CompiledEvent => {
    const next = resolve(d, d.event.next);
    const nextIfLate = d.laterThanMs === null ? null : resolve(d, d.event.nextIfLate);
    const lateOnTimeout =
      nextIfLate !== null && d.timeLimitMs !== null && d.timeLimitMs >= (d.laterThanMs ?? 0);
    return {
      ...d,
      next,
      nextIfEarly: d.earlierThanMs === null ? null : resolve(d, d.event.nextIfEarly),
      nextIfLate,
      optionNext: optionTargets(d, (ref) => resolve(d, ref)),
      timeoutTarget: lateOnTimeout ? nextIfLate : next,
    };
  });

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

function optionTargets(
  d: Draft,
  resolve: (ref: NextRef | undefined) => Target | null,
): Map<string, Target> {
  const targets = new Map<string, Target>();
  if (d.responseType !== 'option' && d.responseType !== 'random') return targets;
  for (const option of parseResponseOptions(d.event.options)) {
    const target = resolve(option.next);
    const text = optionText(option).trim();
    if (target !== null && !targets.has(text)) targets.set(text, target);
  }
  return targets;
}

function rootsOf(compiled: readonly CompiledEvent[], firstMain: number | null): Root[] {
  const roots: Root[] = [];
  for (const c of compiled) {
    if (c.lane === 'preset') roots.push({ index: c.index, at: 0 });
    else if (c.displayAfterMs !== null) roots.push({ index: c.index, at: c.displayAfterMs });
    else if (c.index === firstMain) roots.push({ index: c.index, at: 0 });
  }
  return roots.sort((a, b) => a.at - b.at || a.index - b.index);
}
