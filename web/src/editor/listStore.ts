import { useEffect } from 'react';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { errorMessage } from '../shared/api';
import { useEditorToken } from '../shared/session';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** A list the editor reads from the server once a session and again after a change. */
export interface ListState<T> {
  items: T[];
  state: LoadState;
  error: string | null;
  /** Reads the list; `force` reads a list already read (or being read) again. */
  load(token: string, force?: boolean): Promise<void>;
}

export type ListStore<T> = UseBoundStore<StoreApi<ListState<T>>>;

/** A store for one list; `read` asks the server for it. */
export function createListStore<T>(read: (token: string) => Promise<T[]>): ListStore<T> {
  return create<ListState<T>>()((set, get) => {
    // Only the latest read may write the list, so a slow early read cannot undo a change.
    let latest = 0;
    return {
      items: [],
      state: 'idle',
      error: null,
      async load(token, force = false) {
        const { state } = get();
        if (!force && (state === 'loading' || state === 'ready')) return;
        const request = ++latest;
        set({ state: 'loading', error: null });
        try {
          const items = await read(token);
          if (request === latest) set({ items, state: 'ready' });
        } catch (error) {
          if (request === latest) set({ state: 'failed', error: errorMessage(error) });
        }
      },
    };
  });
}

/** The list, read on first use with the editor's token; `reload` reads it again. */
export function useList<T>(store: ListStore<T>) {
  const token = useEditorToken();
  const list = store();
  const { load } = list;
  useEffect(() => {
    if (token) void load(token);
  }, [token, load]);
  return { ...list, reload: () => (token ? load(token, true) : Promise.resolve()) };
}

export type Listing<T> = ReturnType<typeof useList<T>>;
