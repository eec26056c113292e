import { create } from 'zustand';
import { organisationCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { createListStore, useList } from '../listStore';

/** The organisations and their personas, shared by the Organisation tabs and the directory. */
export const useOrganisationsStore = createListStore((token) =>
  callApi(organisationCalls.getOrganisations, { token }),
);

/** The organisations, read on first use; `reload` reads them again after a change. */
export function useOrganisations() {
  const { items, ...list } = useList(useOrganisationsStore);
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
