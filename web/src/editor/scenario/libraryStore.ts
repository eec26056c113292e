import { create } from 'zustand';
import { useEffect } from 'react';
import { scenarioCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';

/**
 * The lists the scenario editor picks from: saved scenarios, saved sections and PDFs. (Media
 * and organisations come from the stores of the media and organisation screens.)
 */
const LISTS = {
  files: scenarioCalls.files,
  sections: scenarioCalls.sections,
  pdfs: scenarioCalls.pdf,
} as const;

export type LibraryName = keyof typeof LISTS;

interface Items {
  files: string[];
  sections: string[];
  pdfs: string[];
}

export interface Listing<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  items: T[];
  error: string | null;
}

type LibraryState = { [K in LibraryName]: Listing<Items[K][number]> } & {
  /** Loads a list once; `force` reads it again (after a save or a remove). */
  load(name: LibraryName, token: string, force?: boolean): Promise<void>;
};

const idle = { status: 'idle' as const, items: [], error: null };

export const useLibraryStore = create<LibraryState>()((set, get) => ({
  files: idle,
  sections: idle,
  pdfs: idle,
  async load(name, token, force = false) {
    const { status } = get()[name];
    if (status === 'loading' || (status === 'ready' && !force)) return;
    set({ [name]: { ...get()[name], status: 'loading', error: null } });
    try {
      const items = await callApi(LISTS[name], { token });
      set({ [name]: { status: 'ready', items, error: null } });
    } catch (error) {
      set({ [name]: { status: 'failed', items: [], error: errorMessage(error) } });
    }
  },
}));

/** One library list, loaded on first use with the editor's token. */
export function useLibrary<K extends LibraryName>(
  name: K,
): Listing<Items[K][number]> & {
  reload(): Promise<void>;
} {
  const token = useStaffSession((state) => state.editorToken) ?? '';
  const listing = useLibraryStore((state) => state[name]) as Listing<Items[K][number]>;
  const load = useLibraryStore((state) => state.load);
  useEffect(() => {
    if (token) void load(name, token);
  }, [load, name, token]);
  return { ...listing, reload: () => load(name, token, true) };
}
