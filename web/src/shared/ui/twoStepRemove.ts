import { useState } from 'react';

/** The first press's message (docs/admin.md); the second press removes. */
export const CONFIRM_REMOVE = 'Press remove again to confirm action.';

/** What a Remove press does: ask for confirmation, or remove what was confirmed. */
export type RemovePress = { action: 'ask' } | { action: 'remove' };

/**
 * Two-step removal: a press arms the button for the item it was pressed for; a second press
 * for the same item removes it. Choosing another item disarms it, so a confirmation never
 * carries over to something else.
 */
export function pressRemove(armedFor: string | null, item: string): RemovePress {
  return armedFor === item ? { action: 'remove' } : { action: 'ask' };
}

/** The armed item of a Remove button; `press` answers what to do, `reset` disarms. */
export function useTwoStepRemove() {
  const [armedFor, setArmedFor] = useState<string | null>(null);
  return {
    armedFor,
    press(item: string): RemovePress {
      const result = pressRemove(armedFor, item);
      setArmedFor(result.action === 'ask' ? item : null);
      return result;
    },
    reset: () => setArmedFor(null),
  };
}
