import { z } from 'zod';
import { TIMELINESS } from '../portal/constants';
import { DEFAULT_TIME_SETTING, scaledSeconds, type TimeSetting } from '../player/adaptations';

/**
 * The one timeliness verdict (docs/reports.md, "Timeliness"): the engine, the report's graph
 * and table, the printed report (PDF) and the debrief CSV all call `timelinessVerdict`.
 */
export const TimelinessVerdict = z.enum(['early', 'in time', 'late']);
export type TimelinessVerdict = z.infer<typeof TimelinessVerdict>;

export const TIMELINESS_LABEL: Record<TimelinessVerdict, string> = {
  early: 'Early',
  'in time': 'In time',
  late: 'Late',
};

// Whole percentages on whole milliseconds, so the boundaries (exactly 50 % and 110 %) are exact.
const EARLY_PERCENT = Math.round(TIMELINESS.early * 100);
const IN_TIME_PERCENT = Math.round(TIMELINESS.inTime * 100);

/**
 * Early when the answer took at most 50 % of the limit, in time up to 110 %, late beyond.
 * The limit is the question's own (`limitSeconds`, the scenario's) scaled to the player's
 * time setting by `scaledSeconds` (docs/extra-time.md): a double-time player answering at
 * 1.5 times the scenario's limit is in time. Without a limit (null, undefined, 0 or less) or
 * for an untimed player nobody can be late: 'in time'. A group's verdict (the table per
 * event, team and time setting) is this verdict of its average time.
 */
export function timelinessVerdict(
  takenSeconds: number,
  limitSeconds: number | null | undefined,
  setting: TimeSetting = DEFAULT_TIME_SETTING,
): TimelinessVerdict {
  if (limitSeconds === null || limitSeconds === undefined || !(limitSeconds > 0)) return 'in time';
  const playerLimit = scaledSeconds(limitSeconds, setting);
  if (playerLimit === null) return 'in time';
  const taken = Math.round(Math.max(0, takenSeconds) * 1000) * 100;
  const limit = Math.round(playerLimit * 1000);
  if (taken <= limit * EARLY_PERCENT) return 'early';
  return taken <= limit * IN_TIME_PERCENT ? 'in time' : 'late';
}
