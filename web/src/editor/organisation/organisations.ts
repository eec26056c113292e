import { create } from 'zustand';
import { useList } from '../lists';

/**
 * The organisations and their personas, shared by the Organisation tabs, the directory and
 * the event editor: read on first use; `reload` reads them again after a change.
 */
export function useOrganisations() {
  const { items, ...list } = useList('organisations');
  return { ...list, organisations: items };
}

interface PictureVersion {
  /** Bumped after a profile picture upload, so avatars read the picture again. */
  version: number;
  changed(): void;
}

export const usePictureVersion = create<PictureVersion>()((set) => ({
  version: 0,
  changed: () => set({ version: Date.now() }),
}));
