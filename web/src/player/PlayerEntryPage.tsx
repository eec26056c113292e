import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../shared/ui';
import { clearsPendingRedirect, exerciseCodeFrom, exercisePath } from './entry/exerciseCode';
import { PlayerShell } from './PlayerShell';
import { forgetPendingExercise, pendingExercise, playerStorage } from './storage/exerciseStorage';
import './PlayerEntryPage.css';

/** /e and /exercise: enter an exercise code or paste the invitation link. */
export function PlayerEntryPage() {
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
      setError('Enter the exercise code or paste the link from your invitation e-mail.');
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
          <h1 id="entry-title">Join your exercise</h1>
          <p className="entry-lead">
            Your invitation e-mail has a link to your exercise. Open it, or enter the code from its
            end here.
          </p>
          <form className="entry-form" onSubmit={go} noValidate>
            <TextField
              label="Exercise code or link"
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
              Go
            </button>
          </form>
          {pending && (
            <div className="entry-resume">
              <p>You have an exercise open on this device.</p>
              <Link className="btn btn-secondary" to={exercisePath(pending)}>
                Return to your exercise
              </Link>
            </div>
          )}
        </section>
        <aside className="entry-aside" aria-labelledby="entry-tutorial">
          <h2 id="entry-tutorial">First time here?</h2>
          <p>
            The tutorial shows the inbox, social feed, news, notes and every kind of question in ten
            short steps. Nothing you do there is scored.
          </p>
          <Link className="btn btn-secondary" to="/exercise/tutorial">
            Start the tutorial
          </Link>
        </aside>
      </div>
    </PlayerShell>
  );
}
