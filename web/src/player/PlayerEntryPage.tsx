import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../shared/ui';
import { clearsPendingRedirect, exerciseCodeFrom, exercisePath } from './entry/exerciseCode';
import { PlayerShell } from './PlayerShell';
import { forgetPendingExercise, pendingExercise, playerStorage } from './storage/exerciseStorage';
import './PlayerEntryPage.css';
import { useT } from '../shared/i18n';

/** /e and /exercise: enter an exercise code or paste the invitation link. */
export function PlayerEntryPage() {
  const t = useT();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(() => {
    const storage = playerStorage();
    return storage ? pendingExercise(storage) : null;
  });

  function go(event: FormEvent) {
    event.preventDefault();
    const code = exerciseCodeFrom(input);
    if (!code) {
      setError(t('entry.error.noCode'));
      return;
    }
    const storage = playerStorage();
    if (storage && clearsPendingRedirect(code)) {
      forgetPendingExercise(storage);
      setPending(null);
    }
    void navigate(exercisePath(code));
  }

  return (
    <PlayerShell>
      <div className="entry">
        <section className="entry-card" aria-labelledby="entry-title">
          <h1 id="entry-title">{t('entry.title')}</h1>
          <p className="entry-lead">{t('entry.lead')}</p>
          <form className="entry-form" onSubmit={go} noValidate>
            <TextField
              label={t('entry.codeLabel')}
              name="code"
              autoComplete="off"
              spellCheck={false}
              value={input}
              onChange={(change) => {
                setInput(change.target.value);
                setError(undefined);
              }}
              error={error}
            />
            <button type="submit" className="btn btn-primary">
              {t('entry.go')}
            </button>
          </form>
          {pending && (
            <div className="entry-resume">
              <p>{t('entry.resume')}</p>
              <Link className="btn btn-secondary" to={exercisePath(pending)}>
                {t('entry.resumeLink')}
              </Link>
            </div>
          )}
        </section>
        <aside className="entry-aside" aria-labelledby="entry-tutorial">
          <h2 id="entry-tutorial">{t('entry.firstTime')}</h2>
          <p>{t('entry.tutorialLead')}</p>
          <Link className="btn btn-secondary" to="/exercise/tutorial">
            {t('entry.tutorialLink')}
          </Link>
        </aside>
      </div>
    </PlayerShell>
  );
}
