import { flushSync } from 'react-dom';
import {
  startTransition,
  useEffect,
  useMemo,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  NavigationProvider,
  type LinkProps,
  type NavigateOptions,
  type Navigation,
  type Place,
} from './navigation';

/*
 * The navigation of a tree without react-router (the player's: playerApp.tsx), on the
 * browser's history. Entries are written in react-router's own shape ({ usr, key, idx }), so
 * that its history reads them as its own once the router takes over (after a link or the back
 * button out of the addresses the tree shows).
 */

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entryState = (): EntryState => (window.history.state ?? {}) as EntryState;

function placeNow(): Place {
  const { pathname, search } = window.location;
  return { pathname, search, key: entryState().key ?? 'default' };
}

/** `to` as a path with its query and hash, against the page's address. */
function pathOf(to: string): string {
  const url = new URL(to, window.location.href);
  return url.pathname + url.search + url.hash;
}

/** A click a link takes in the page: the main button, no modifier (others open a tab…). */
function isPlainClick(event: MouseEvent): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return !event.defaultPrevented && event.button === 0 && !modified;
}

export interface TreeHistory {
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  Link(props: LinkProps): ReactNode;
  /**
   * Tells `listener` each new place the tree shows, from now until the call it returns; `now`:
   * the navigation asked for it rendered before it returns (`flushSync`).
   */
  listen(listener: (place: Place, now: boolean) => void): () => void;
}

/**
 * The browser's history for a tree that shows the addresses `shows` accepts; any other address
 * it reaches (a link, the back button) is handed to `leave`.
 */
export function treeHistory(shows: (pathname: string) => boolean, leave: () => void): TreeHistory {
  const listeners = new Set<(place: Place, now: boolean) => void>();
  const moved = (now = false) => {
    const place = placeNow();
    if (!shows(place.pathname)) leave();
    else for (const listener of listeners) listener(place, now);
  };
  const go = (to: string, replace: boolean, now = false) => {
    const idx = (entryState().idx ?? 0) + (replace ? 0 : 1);
    // A new key on every entry, as react-router makes them.
    const state: EntryState = { usr: null, key: Math.random().toString(36).substring(2, 10), idx };
    if (replace) window.history.replaceState(state, '', pathOf(to));
    else window.history.pushState(state, '', pathOf(to));
    moved(now);
  };
  const popped = () => moved();
  // As react-router's Link: a link to where the page already is replaces the entry.
  const Link = ({ to, onClick, children, ...anchor }: LinkProps) => (
    <a
      {...anchor}
      href={pathOf(to)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go(to, pathOf(to) === pathOf(window.location.href));
      }}
    >
      {children}
    </a>
  );
  return {
    navigate: (to, options) => {
      go(to, options?.replace ?? false, options?.flushSync ?? false);
      return Promise.resolve();
    },
    Link,
    listen(listener) {
      // As react-router's history does on start: the first entry gets its index.
      if (entryState().idx == null) window.history.replaceState({ ...entryState(), idx: 0 }, '');
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('popstate', popped);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', popped);
      };
    },
  };
}

/** Provides the page's navigation (navigation.tsx) from `history`. */
export function HistoryNavigation({
  history,
  children,
}: {
  history: TreeHistory;
  children: ReactNode;
}) {
  const [place, setPlace] = useState(placeNow);
  // As react-router does: a screen that suspends keeps the last one shown until it is ready.
  useEffect(
    () =>
      history.listen((next, now) => {
        if (now) flushSync(() => setPlace(next));
        else startTransition(() => setPlace(next));
      }),
    [history],
  );
  const navigation = useMemo<Navigation>(
    () => ({ place, navigate: history.navigate, Link: history.Link }),
    [history, place],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
