import { browserStorage, flag } from './keyedStorage';
import { SESSION_KEYS } from './keys';

/** How the player's NDA agreement is stored (the session store's `ndaAgreed` field). */
export const ndaAgreedCodec = flag(SESSION_KEYS.ndaAgreed);

/**
 * The player's NDA agreement as stored on this device, read without the session store: the
 * app's start reads it before React's code (which the store needs) has arrived (web/src/main.tsx).
 */
export function storedNdaAgreed(): boolean {
  const storage = browserStorage();
  return storage ? ndaAgreedCodec.read(storage.getItem(ndaAgreedCodec.key)) : false;
}
