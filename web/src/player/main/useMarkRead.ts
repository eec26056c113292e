import { useEffect } from 'react';
import type { ScenarioEvent } from '@dojo/protocol';
import { useBackend } from '../state/backend';
import { isRead } from '../state/events';

/** Opening an unread event marks it read (markRead); a failure is only logged (docs/player.md). */
export function useMarkRead(event: ScenarioEvent): void {
  const backend = useBackend();
  const unread = !isRead(event);
  useEffect(() => {
    if (!unread) return;
    backend.markRead(event).catch((error: unknown) => console.warn('markRead failed', error));
    // Once per opening: the event object changes on every push.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, event.id, unread]);
}
