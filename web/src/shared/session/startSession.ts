import { startStorageClock } from './expiry';
import { browserStorage } from './keyedStorage';
import { useSession } from './sessionStore';
import { useStaffSession } from './staffSessionStore';

/** At start-up: drop storage older than 24 hours, then load the sessions from what is left. */
export async function startSession(now: number = Date.now()): Promise<void> {
  const storage = browserStorage();
  if (storage) startStorageClock(storage, now);
  await Promise.all([useSession.persist.rehydrate(), useStaffSession.persist.rehydrate()]);
}
