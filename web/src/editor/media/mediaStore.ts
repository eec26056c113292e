import { useEffect } from 'react';
import { create } from 'zustand';
import { scenarioCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

interface MediaLibraryState {
  names: string[];
  state: LoadState;
  error: string | null;
  /** Reads the media names; `force` re-reads a list already loaded (after an upload). */
  load(token: string, force?: boolean): Promise<void>;
}

/** The media library's names, shared by the pickers and the upload screens of one session. */
export const useMediaStore = create<MediaLibraryState>()((set, get) => {
  // Only the latest read may write the list, so a slow early read cannot hide a new upload.
  let latest = 0;
  return {
    names: [],
    state: 'idle',
    error: null,
    async load(token, force = false) {
      const { state } = get();
      if (!force && (state === 'loading' || state === 'ready')) return;
      const request = ++latest;
      set({ state: 'loading', error: null });
      try {
        const names = await callApi(scenarioCalls.images, { token });
        if (request === latest) set({ names, state: 'ready' });
      } catch (error) {
        if (request === latest) set({ state: 'failed', error: errorMessage(error) });
      }
    },
  };
});

/** The media library, loaded on first use with the editor's token. */
export function useMediaLibrary() {
  const token = useStaffSession((session) => session.editorToken);
  const library = useMediaStore();
  const { load } = library;
  useEffect(() => {
    if (token) void load(token);
  }, [token, load]);
  return {
    ...library,
    reload: () => (token ? load(token, true) : Promise.resolve()),
  };
}
