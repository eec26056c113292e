import { useEffect } from 'react';
import { create } from 'zustand';
import { organisationCalls, type Organisation } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';
import type { LoadState } from '../media/mediaStore';

interface OrganisationsState {
  organisations: Organisation[];
  state: LoadState;
  error: string | null;
  /** Bumped after a profile picture upload, so avatars re-read the picture. */
  pictureVersion: number;
  pictureChanged(): void;
  /** Reads the organisations; `force` re-reads after a change. */
  load(token: string, force?: boolean): Promise<void>;
}

/** The organisations and their personas, shared by the Organisation tabs and the directory. */
export const useOrganisationsStore = create<OrganisationsState>()((set, get) => {
  // Only the latest read may write the list, so a slow early read cannot undo a change.
  let latest = 0;
  return {
    organisations: [],
    state: 'idle',
    error: null,
    pictureVersion: 0,
    pictureChanged: () => set({ pictureVersion: Date.now() }),
    async load(token, force = false) {
      const { state } = get();
      if (!force && (state === 'loading' || state === 'ready')) return;
      const request = ++latest;
      set({ state: 'loading', error: null });
      try {
        const organisations = await callApi(organisationCalls.getOrganisations, { token });
        if (request === latest) set({ organisations, state: 'ready' });
      } catch (error) {
        if (request === latest) set({ state: 'failed', error: errorMessage(error) });
      }
    },
  };
});

/** The organisations, loaded on first use; `reload` re-reads them after a change. */
export function useOrganisations() {
  const token = useStaffSession((session) => session.editorToken);
  const store = useOrganisationsStore();
  const { load } = store;
  useEffect(() => {
    if (token) void load(token);
  }, [token, load]);
  return {
    ...store,
    reload: () => (token ? load(token, true) : Promise.resolve()),
  };
}
