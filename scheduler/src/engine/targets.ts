import { NOISE_SECTION, PRESET_SECTION, nextTarget, type NextRef } from '@dojo/protocol';

/** Where a step leads: another event (by index), the end of the run, or the report. */
export type Target = { kind: 'event'; index: number } | { kind: 'end' } | { kind: 'report' };

/** Preset events open the run, Noise events run on their own schedule, the rest is the story. */
export type Lane = 'preset' | 'noise' | 'main';

export function laneOf(section: string): Lane {
  if (section === PRESET_SECTION) return 'preset';
  return section === NOISE_SECTION ? 'noise' : 'main';
}

/**
 * Why a target the author set is never followed: no event has that id; it is a Preset event;
 * it is in another lane (the story and Noise never step into each other); the event shows at
 * its own displayAfter time; or an end ('/0', '/1') set outside the story.
 */
export type IgnoredReason = 'missing' | 'preset' | 'other-lane' | 'scheduled' | 'end-outside-story';

export interface IgnoredTarget {
  field: 'next' | 'option' | 'nextIfEarly' | 'nextIfLate';
  /** The value as the author set it. */
  ref: string;
  reason: IgnoredReason;
  /** The option text, for an option's next. */
  option?: string;
}

interface From {
  lane: Lane;
}
interface To {
  lane: Lane;
  displayAfterMs: number | null;
}

export interface Resolution {
  target: Target | null;
  /** Set when the author named something the walk does not follow. */
  ignored?: { ref: string; reason: IgnoredReason };
}

/**
 * The one branch-target resolver (docs/engine.md, "Targets and the end of the run"): a step
 * stays in its lane, never enters a Preset event or a scheduled (displayAfter) event, and
 * only the story may end the run; anything else leads nowhere, like -1. Preset events lead
 * nowhere at all. The engine walks the result, and the layout and the check draw it.
 */
export function resolveTarget(
  from: From,
  ref: NextRef | undefined,
  events: readonly To[],
  byId: ReadonlyMap<string, number>,
): Resolution {
  const target = nextTarget(ref);
  if (target.kind === 'none' || from.lane === 'preset') return { target: null };
  const text = String(ref).trim();
  if (target.kind !== 'event') {
    if (from.lane === 'main') return { target: { kind: target.kind } };
    return { target: null, ignored: { ref: text, reason: 'end-outside-story' } };
  }
  const index = byId.get(target.id);
  const to = index === undefined ? undefined : events[index];
  if (index === undefined || to === undefined) {
    return { target: null, ignored: { ref: text, reason: 'missing' } };
  }
  if (to.lane === 'preset') return { target: null, ignored: { ref: text, reason: 'preset' } };
  if (to.lane !== from.lane) return { target: null, ignored: { ref: text, reason: 'other-lane' } };
  if (to.displayAfterMs !== null) {
    return { target: null, ignored: { ref: text, reason: 'scheduled' } };
  }
  return { target: { kind: 'event', index } };
}
