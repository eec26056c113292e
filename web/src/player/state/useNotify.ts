import { useCallback } from 'react';
import type { ScenarioEvent } from '@dojo/protocol';
import { usePlayerSettings } from '../settings/settingsStore';
import { playNotificationTone } from '../settings/sound';
import { eventKind } from './events';
import { toastFor, useToasts } from './toasts';
import { useAnnouncements } from './announcements';

/**
 * Tells the player about events that just arrived: the sound unless muted, and a toast
 * for all but alerts (an alert takes over the screen: it is its own notice).
 */
export function useNotify(): (added: ScenarioEvent[]) => void {
  return useCallback((added: ScenarioEvent[]) => {
    if (added.length === 0) return;
    if (!usePlayerSettings.getState().muted) playNotificationTone();
    // Every new event is announced, alerts too (docs/player.md, "Accessibility").
    for (const event of added) useAnnouncements.getState().announce({ event });
    const toast = toastFor(added.filter((event) => eventKind(event) !== 'Alert'));
    if (toast) useToasts.getState().push(toast);
  }, []);
}
