import type { NumberText } from '../../core/legacy';
import { timeLimitSeconds } from './fields';

/**
 * The time-limit badge text (docs/editor-rules.md): over 60 seconds in minutes, 60 as '1 minute',
 * otherwise in seconds. Null when the event has no limit (-1, 0, '' or null).
 */
export function timeLimitLabel(seconds: NumberText | null | undefined): string | null {
  const limit = timeLimitSeconds({ timeLimit: seconds });
  if (limit === undefined) return null;
  if (limit === 60) return '1 minute';
  if (limit > 60) return `${Math.round((limit / 60) * 10) / 10} minutes`;
  return limit === 1 ? '1 second' : `${limit} seconds`;
}
