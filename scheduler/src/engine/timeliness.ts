import {
  timeLimitSeconds,
  timelinessVerdict,
  type TimeSetting,
  type TimelinessVerdict,
} from '@dojo/protocol';
import type { VisibleEvent } from './types';

export type Timeliness = TimelinessVerdict;

/**
 * docs/player.md: early if the answer took at most 50 % of the limit, in time up to 110 %,
 * otherwise late. Without a limit ('-1', null, '', 0) nobody can be late: 'in time'. The rule
 * itself is protocol's `timelinessVerdict`, shared with the report, the PDF and the CSV.
 */
export function timeliness(
  answeredAfterMs: number,
  timeLimit: string | number | null | undefined,
  setting?: TimeSetting,
): Timeliness {
  const limit = timeLimitSeconds({ timeLimit }) ?? null;
  return timelinessVerdict(answeredAfterMs / 1000, limit, setting);
}

/** The timeliness of a projected event's answer, or null while unanswered. */
export function timelinessOf(visible: VisibleEvent): Timeliness | null {
  const response = visible.response;
  if (response === undefined) return null;
  const taken = response.answeredAfterMs ?? response.answeredAt - visible.displayAt;
  return timeliness(taken, visible.event.timeLimit, visible.timeSetting);
}
