import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

/*
 * The page's address and the way to move, for the screens that render both inside
 * react-router (every route of routes.tsx) and without it: an exercise link's first load
 * renders the player's screens in a tree of their own, so that a player never downloads the
 * router (playerApp.tsx; docs/ARCHITECTURE.md, "What the browser downloads"). The shared
 * layout and the player's screens read these; the router's tree provides them from
 * react-router (routerNavigation.tsx), the player's from the browser's history
 * (historyNavigation.tsx). No react-router in this file.
 */

/** Where the page is. `key` changes with every navigation, as react-router's location key. */
export interface Place {
  pathname: string;
  search: string;
  key: string;
}

/** A link's props: an anchor's (its class, ARIA attributes, children), its `href` from `to`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, with a query or not. */
  to: string;
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Renders the new place before the call returns (react-router's `flushSync`). */
  flushSync?: boolean;
}

export interface Navigation {
  place: Place;
  /**
   * Goes to `to` (an absolute path, with a query or not), as a new history entry unless
   * `replace`; settles once the new place is rendered (react-router's navigation finishes
   * after a few microtasks, the history's at once).
   */
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /** A link that moves in the page (a plain link on a modified click, as any link). */
  Link: ComponentType<LinkProps>;
}

const NavigationContext = createContext<Navigation | null>(null);

export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation: render inside a NavigationProvider');
  return navigation;
}

/** The page's address (pathname, query, key). */
export function usePlace(): Place {
  return useNavigation().place;
}

/** A link to `to` through the tree's own navigation. */
export function AppLink(props: LinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}
