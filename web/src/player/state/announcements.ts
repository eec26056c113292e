import { create } from 'zustand';
import type { ScenarioEvent } from '@dojo/protocol';
import { eventKind } from './events';

/**
 * What the player's screen reader is told (docs/player.md, "Accessibility"): every new event
 * (e-mail, social post, news article, alert) and a change of the player's time, through the
 * one polite live region (`main/Announcer.tsx`). The texts live here, in one module.
 */
export interface Announcement {
  id: number;
  text: string;
}

/** The live region keeps the last few, so a burst is read in full and the DOM stays small. */
const KEPT = 5;
let nextId = 1;

interface AnnouncementState {
  items: Announcement[];
  announce(text: string): void;
  clear(): void;
}

export const useAnnouncements = create<AnnouncementState>()((set) => ({
  items: [],
  announce: (text) =>
    set((state) => ({ items: [...state.items, { id: nextId++, text }].slice(-KEPT) })),
  clear: () => set({ items: [] }),
}));

/** The sentence announcing one new event. */
export function announcementFor(event: ScenarioEvent): string {
  const subject = event.subject?.trim() || 'no subject';
  const from = event.name ? ` from ${event.name}` : '';
  switch (eventKind(event)) {
    case 'Email':
      return `New e-mail${from}: ${subject}`;
    case 'Social':
      return `New social post${from}: ${subject}`;
    case 'News':
      return `New news article: ${subject}`;
    case 'Alert':
      return `Alert: ${subject}`;
  }
}
