import { Outlet } from 'react-router';
import { ScrollToTop } from './ScrollToTop';

/** Wraps every route: scroll reset and a skip link to each area's <main id="main">. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
    </>
  );
}
