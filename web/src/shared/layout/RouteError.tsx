import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../ui';
import { AppHeader } from './AppHeader';
import { AreaMain } from './AreaMain';
import { ScreenError } from './ScreenError';

/*
 * react-router's error and not-found screens (routes.tsx). Not in this folder's index: the
 * player's own tree (playerApp.tsx) renders the layout without react-router.
 */

/** A route's screen threw: a plain message and a way home, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  console.error(error);
  return <ScreenError />;
}

/** Any path no route knows. */
export function NotFoundPage() {
  return (
    <>
      <AppHeader />
      <AreaMain>
        <NotFound />
      </AreaMain>
    </>
  );
}
