import { LOCAL_STORAGE_TTL_MS } from '@dojo/protocol';
import { SESSION_KEYS } from './keys';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** True when the stored setup time is older than 24 hours. A missing or unreadable time is not. */
export function isSetupStale(setupTime: string | null, now: number): boolean {
  if (setupTime === null) return false;
  const started = Number(setupTime);
  if (!Number.isFinite(started)) return true;
  return now - started > LOCAL_STORAGE_TTL_MS;
}

export type ClockOutcome = 'started' | 'kept' | 'cleared';

/**
 * Run at start-up, before the stores read storage: clears everything once the setup time is
 * older than 24 hours, and starts a new setup time when there is none (or after clearing).
 */
export function startStorageClock(storage: KeyValueStorage, now: number): ClockOutcome {
  const setupTime = storage.getItem(SESSION_KEYS.setupTime);
  if (isSetupStale(setupTime, now)) {
    storage.clear();
    storage.setItem(SESSION_KEYS.setupTime, String(now));
    return 'cleared';
  }
  if (setupTime === null) {
    storage.setItem(SESSION_KEYS.setupTime, String(now));
    return 'started';
  }
  return 'kept';
}
