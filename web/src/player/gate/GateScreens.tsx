import { PLAYER_MESSAGES } from '@dojo/protocol';
import { Link } from 'react-router';
import { StatusBanner } from '../../shared/ui';
import './gate.css';

/** Shown while the exercise link is checked. */
export function LoadingScreen({ label = 'Opening your exercise…' }: { label?: string }) {
  return (
    <div className="gate" aria-busy="true">
      <div className="gate-card gate-loading">
        <span className="spinner" aria-hidden="true" />
        <p role="status">{label}</p>
      </div>
    </div>
  );
}

/** The link's exercise is over (docs/player.md: expiry page). */
export function ExpiredScreen() {
  return (
    <div className="gate">
      <section className="gate-card" aria-labelledby="expired-title">
        <h1 id="expired-title">This exercise has expired</h1>
        <p>
          The link you opened belongs to an exercise that is no longer running. If you still need to
          take part, ask the person who invited you to extend it or to send you a new link.
        </p>
        <Link className="btn btn-secondary" to="/exercise">
          Enter another exercise code
        </Link>
      </section>
    </div>
  );
}

/** The link matches no exercise (the server's words). */
export function NotFoundScreen() {
  return (
    <div className="gate">
      <section className="gate-card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">{PLAYER_MESSAGES.exerciseNotFound}</h1>
        <p>
          We could not find an exercise for this link. Check that you copied the whole link from
          your invitation e-mail, or enter your exercise code again.
        </p>
        <Link className="btn btn-primary" to="/exercise">
          Enter an exercise code
        </Link>
      </section>
    </div>
  );
}

/** The server could not be reached: the link may be fine, so offer a retry. */
export function FailedScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="gate">
      <section className="gate-card" aria-labelledby="failed-title">
        <h1 id="failed-title">We could not open your exercise</h1>
        <StatusBanner kind="failed">{message}</StatusBanner>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      </section>
    </div>
  );
}

interface WaitingScreenProps {
  message: string;
  alias: string | null;
  team: string | null;
  onChange: () => void;
}

/** A facilitated exercise that is not open yet: we keep trying and let the player in. */
export function WaitingScreen({ message, alias, team, onChange }: WaitingScreenProps) {
  return (
    <div className="gate">
      <section className="gate-card gate-waiting" aria-labelledby="waiting-title">
        <span className="spinner" aria-hidden="true" />
        <h1 id="waiting-title">Waiting for your facilitator</h1>
        <p role="status">{message} You will be let in as soon as it opens.</p>
        {alias && team && (
          <p className="gate-lead">
            You will join as <strong>{alias}</strong> in team <strong>{team}</strong>.
          </p>
        )}
        <button type="button" className="btn btn-secondary" onClick={onChange}>
          Change alias or team
        </button>
      </section>
    </div>
  );
}
