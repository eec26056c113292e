import { NOTES_REFRESH_COOLDOWN_MS } from '@dojo/protocol';

/** Milliseconds before the notes may be refreshed again (0: now). The cooldown is 4 s. */
export function refreshWait(lastRefreshAt: number | null, now: number): number {
  if (lastRefreshAt === null) return 0;
  return Math.max(0, lastRefreshAt + NOTES_REFRESH_COOLDOWN_MS - now);
}
