import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFound } from '../ui';
import { AppHeader } from './AppHeader';
import { AreaMain } from './AreaMain';

/** Shown when a screen throws: a plain message and a way home, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  console.error(error);
  return (
    <>
      <AppHeader />
      <AreaMain>
        <section className="page not-found" aria-labelledby="route-error-title">
          <h1 id="route-error-title">Something went wrong</h1>
          <p role="alert">This screen could not be shown. Please try again.</p>
          <Link className="btn btn-primary" to="/">
            Go Back to Home
          </Link>
        </section>
      </AreaMain>
    </>
  );
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
