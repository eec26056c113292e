import { TIMELINESS, timeLimitSeconds } from '@dojo/protocol';
import type { VisibleEvent } from './types';

export type Timeliness = 'early' | 'in time' | 'late';

// Whole percentages, so the boundaries (exactly 50 % and 110 %) compare exactly.
const EARLY_PERCENT = Math.round(TIMELINESS.early * 100);
const IN_TIME_PERCENT = Math.round(TIMELINESS.inTime * 100);

/**
 * docs/player.md: early if the answer took at most 50 % of the limit, in time up to 110 %,
 * otherwise late. Without a limit ('-1', null, '', 0) nobody can be late: 'in time'.
 */
export function timeliness(
  answeredAfterMs: number,
  timeLimit: string | number | null | undefined,
): Timeliness {
  const limitSeconds = timeLimitSeconds({ timeLimit });
  if (limitSeconds === undefined) return 'in time';
  const limitMs = limitSeconds * 1000;
  const taken = Math.max(0, answeredAfterMs) * 100;
  if (taken <= limitMs * EARLY_PERCENT) return 'early';
  return taken <= limitMs * IN_TIME_PERCENT ? 'in time' : 'late';
}

/** The timeliness of a projected event's answer, or null while unanswered. */
export function timelinessOf(visible: VisibleEvent): Timeliness | null {
  const response = visible.response;
  if (response === undefined) return null;
  const taken = response.answeredAfterMs ?? response.answeredAt - visible.displayAt;
  return timeliness(taken, visible.event.timeLimit);
}
