import { AppLink } from '../../shared/navigation/navigation';
import { useT } from '../../shared/i18n';
import { StatusBanner } from '../../shared/ui';
import './gate.css';

/** Shown while the exercise link is checked. */
export function LoadingScreen({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="gate" aria-busy="true">
      <div className="gate-card gate-loading">
        <span className="spinner" aria-hidden="true" />
        <p role="status">{label ?? t('gate.opening')}</p>
      </div>
    </div>
  );
}

/** The link's exercise is over (docs/player.md: expiry page). */
export function ExpiredScreen() {
  const t = useT();
  return (
    <div className="gate">
      <section className="gate-card" aria-labelledby="expired-title">
        <h1 id="expired-title">{t('gate.expired.title')}</h1>
        <p>{t('gate.expired.body')}</p>
        <AppLink className="btn btn-secondary" to="/exercise">
          {t('gate.anotherCode')}
        </AppLink>
      </section>
    </div>
  );
}

/** The link matches no exercise (the server's words, PLAYER_MESSAGES.exerciseNotFound). */
export function NotFoundScreen() {
  const t = useT();
  return (
    <div className="gate">
      <section className="gate-card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">{t('gate.notFound.title')}</h1>
        <p>{t('gate.notFound.body')}</p>
        <AppLink className="btn btn-primary" to="/exercise">
          {t('gate.enterCode')}
        </AppLink>
      </section>
    </div>
  );
}

/** The server could not be reached: the link may be fine, so offer a retry. */
export function FailedScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="gate">
      <section className="gate-card" aria-labelledby="failed-title">
        <h1 id="failed-title">{t('gate.failed.title')}</h1>
        <StatusBanner kind="failed">{message}</StatusBanner>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      </section>
    </div>
  );
}

interface WaitingScreenProps {
  alias: string | null;
  team: string | null;
  onChange: () => void;
}

/**
 * A facilitated exercise that is not open yet: we keep trying and let the player in. The
 * words are the catalogue's (the waiting answer's English `data` is for API callers).
 */
export function WaitingScreen({ alias, team, onChange }: WaitingScreenProps) {
  const t = useT();
  return (
    <div className="gate">
      <section className="gate-card gate-waiting" aria-labelledby="waiting-title">
        <span className="spinner" aria-hidden="true" />
        <h1 id="waiting-title">{t('gate.waiting.title')}</h1>
        <p role="status">
          {t('gate.waiting.notOpen')} {t('gate.waiting.letIn')}
        </p>
        {alias && team && <p className="gate-lead">{t('gate.waiting.joinAs', { alias, team })}</p>}
        <button type="button" className="btn btn-secondary" onClick={onChange}>
          {t('gate.waiting.change')}
        </button>
      </section>
    </div>
  );
}
