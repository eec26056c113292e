import type { ReactNode } from 'react';
import { ScrollToTop } from './ScrollToTop';

/**
 * Wraps every screen: scroll reset and a skip link to each area's <main id="main">. Inside the
 * page's navigation (shared/navigation): react-router's routes (routes.tsx) or the player's
 * own tree (playerApp.tsx).
 */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {children}
    </>
  );
}
