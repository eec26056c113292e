import { AppLink } from '../navigation/navigation';
import './NotFound.css';

/** The Not Found content: shown for unknown paths, tabs and sections. */
export function NotFound() {
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page Not Found</h1>
      <AppLink className="btn btn-primary" to="/">
        Go Back to Home
      </AppLink>
    </section>
  );
}
