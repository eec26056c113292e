import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PASS_MARK, type PassResult } from '@dojo/protocol';
import { errorMessage } from '../../shared/api';
import { StatusBanner } from '../../shared/ui';
import { useBackend } from '../state/backend';
import { ReportStep } from './ReportStep';
import { outcomeOf } from './result';
import './result.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; result: PassResult | null }
  | { state: 'failed'; message: string };

/**
 * The end of the run: pass or fail (score / total >= 0.7) after '/0', the report and feedback
 * step after '/1', or the tutorial's last word.
 */
export function ResultScreen({ onReview }: { onReview: () => void }) {
  const backend = useBackend();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    backend.passed().then(
      (result) => current && setLoaded({ state: 'ready', result }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [backend, attempt]);

  return (
    <div className="result">
      <section
        className="result-card"
        aria-labelledby="result-title"
        aria-busy={loaded.state === 'loading'}
      >
        {loaded.state === 'loading' && (
          <>
            <h1 id="result-title">Exercise complete</h1>
            <p role="status">Working out your result…</p>
          </>
        )}
        {loaded.state === 'failed' && (
          <>
            <h1 id="result-title">Exercise complete</h1>
            <StatusBanner kind="failed">{loaded.message}</StatusBanner>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Try again
            </button>
          </>
        )}
        {loaded.state === 'ready' && loaded.result === null && (
          <>
            <h1 id="result-title">Tutorial complete</h1>
            <p className="result-lead">
              You have seen every part of the exercise page. When your exercise starts, open the
              link from your invitation e-mail.
            </p>
            <Link className="btn btn-primary" to="/exercise">
              Go to the exercise entry page
            </Link>
          </>
        )}
        {loaded.state === 'ready' &&
          loaded.result !== null &&
          (loaded.result.ending === 'report' ? (
            <ReportStep result={loaded.result} />
          ) : (
            <Outcome result={loaded.result} />
          ))}
        <button type="button" className="btn btn-quiet" onClick={onReview}>
          Review your messages
        </button>
      </section>
    </div>
  );
}

function Outcome({ result }: { result: PassResult }) {
  const { passed, percent } = outcomeOf(result.score, result.totalQuestions);
  return (
    <>
      <p className={passed ? 'result-badge result-pass' : 'result-badge result-fail'}>
        {passed ? 'Passed' : 'Not passed'}
      </p>
      <h1 id="result-title">
        {passed ? 'Well done: you passed the exercise' : 'You did not pass this time'}
      </h1>
      <dl className="result-score">
        <div>
          <dt>Score</dt>
          <dd>
            {result.score} of {result.totalQuestions}
          </dd>
        </div>
        <div>
          <dt>Result</dt>
          <dd>{percent}%</dd>
        </div>
        <div>
          <dt>Pass mark</dt>
          <dd>{Math.round(PASS_MARK * 100)}%</dd>
        </div>
      </dl>
      <p className="result-lead">
        {passed
          ? 'Your decisions contained the incident well. Your trainer will go through the details with you.'
          : 'Your trainer will go through the decisions with you, so you can see what would have changed the outcome.'}
      </p>
    </>
  );
}
