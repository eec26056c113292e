import {
  DEFAULT_TIME_SETTING,
  scaledSeconds,
  type TimeSetting,
  type TimeSettingPeriod,
} from '@dojo/protocol';
import type { CompiledEvent } from './compile';

/**
 * One compiled event as it applies to a player with a time setting (docs/extra-time.md): the
 * time limit and the early/late thresholds scaled by `scaledSeconds` (the one function for
 * every scaled limit); untimed drops all three, so no timeout fires and no timing branch is
 * taken. The delay after it does not scale: the story keeps its pace. Memoised per compiled
 * event and setting, so projecting many players costs one copy per setting in use.
 */
const scaled = new WeakMap<CompiledEvent, Map<TimeSetting, CompiledEvent>>();

export function forTimeSetting(event: CompiledEvent, setting: TimeSetting): CompiledEvent {
  if (setting === DEFAULT_TIME_SETTING) return event;
  let bySetting = scaled.get(event);
  if (bySetting === undefined) {
    bySetting = new Map();
    scaled.set(event, bySetting);
  }
  const known = bySetting.get(setting);
  if (known !== undefined) return known;
  const scale = (ms: number | null) => {
    if (ms === null) return null;
    const seconds = scaledSeconds(ms / 1000, setting);
    return seconds === null ? null : seconds * 1000;
  };
  const made: CompiledEvent = {
    ...event,
    timeLimitMs: scale(event.timeLimitMs),
    earlierThanMs: scale(event.earlierThanMs),
    laterThanMs: scale(event.laterThanMs),
    // Without a threshold a timing branch is never taken (docs/engine.md, "Moving on").
    ...(setting === 'untimed' ? { nextIfEarly: null, nextIfLate: null } : {}),
  };
  bySetting.set(setting, made);
  return made;
}

export type { TimeSettingPeriod };
