import { AppLink } from '../navigation/navigation';
import { AppHeader } from './AppHeader';
import { AreaMain } from './AreaMain';

/** Shown when a screen throws: a plain message and a way home, never a stack trace. */
export function ScreenError() {
  return (
    <>
      <AppHeader />
      <AreaMain>
        <section className="page not-found" aria-labelledby="route-error-title">
          <h1 id="route-error-title">Something went wrong</h1>
          <p role="alert">This screen could not be shown. Please try again.</p>
          <AppLink className="btn btn-primary" to="/">
            Go Back to Home
          </AppLink>
        </section>
      </AreaMain>
    </>
  );
}
