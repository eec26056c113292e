import { create } from 'zustand';
import type { ScenarioEvent } from '@dojo/protocol';

/**
 * What the player's screen reader is told (docs/player.md, "Accessibility"): every new event
 * (e-mail, social post, news article, alert) and a change of the player's time, through the
 * one polite live region (`main/Announcer.tsx`). The texts live in `main/announcementText.ts`.
 */
export type Announcement = { id: number } & ({ text: string } | { event: ScenarioEvent });

/** The live region keeps the last few, so a burst is read in full and the DOM stays small. */
const KEPT = 5;
let nextId = 1;

interface AnnouncementState {
  items: Announcement[];
  announce(what: { text: string } | { event: ScenarioEvent }): void;
  clear(): void;
}

export const useAnnouncements = create<AnnouncementState>()((set) => ({
  items: [],
  announce: (what) =>
    set((state) => ({ items: [...state.items, { id: nextId++, ...what }].slice(-KEPT) })),
  clear: () => set({ items: [] }),
}));
