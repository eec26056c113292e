import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NavigationProvider, type Navigation } from './navigation';

/**
 * The navigation of react-router's tree (routes.tsx): its location, its navigate and its Link,
 * for the layout and the player's screens (navigation.tsx). Render inside a router.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({
      place: { pathname, search, key },
      navigate: async (to, options) => navigate(to, options),
      Link,
    }),
    [pathname, search, key, navigate],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
