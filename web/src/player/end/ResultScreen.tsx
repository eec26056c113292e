import { useEffect, useState } from 'react';
import { AppLink } from '../../shared/navigation/navigation';
import { PASS_MARK, type PassResult } from '@dojo/protocol';
import { errorText } from '../../shared/i18n/errorText';
import { StatusBanner } from '../../shared/ui';
import { useBackend } from '../state/backend';
import { ReportStep } from './ReportStep';
import { outcomeOf } from './result';
import './result.css';
import { useT } from '../../shared/i18n';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; result: PassResult | null }
  | { state: 'failed'; message: string };

/**
 * The end of the run: pass or fail (score / total >= 0.7) after '/0', the report and feedback
 * step after '/1', or the tutorial's last word.
 */
export function ResultScreen({ onReview }: { onReview: () => void }) {
  const t = useT();
  const backend = useBackend();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    backend.passed().then(
      (result) => current && setLoaded({ state: 'ready', result }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: errorText(error) }),
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
            <h1 id="result-title">{t('result.complete')}</h1>
            <p role="status">{t('result.working')}</p>
          </>
        )}
        {loaded.state === 'failed' && (
          <>
            <h1 id="result-title">{t('result.complete')}</h1>
            <StatusBanner kind="failed">{loaded.message}</StatusBanner>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('common.tryAgain')}
            </button>
          </>
        )}
        {loaded.state === 'ready' && loaded.result === null && (
          <>
            <h1 id="result-title">{t('result.tutorialDone')}</h1>
            <p className="result-lead">{t('result.tutorialLead')}</p>
            <AppLink className="btn btn-primary" to="/exercise">
              {t('result.toEntry')}
            </AppLink>
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
          {t('result.review')}
        </button>
      </section>
    </div>
  );
}

function Outcome({ result }: { result: PassResult }) {
  const t = useT();
  const { passed, percent } = outcomeOf(result.score, result.totalQuestions);
  return (
    <>
      <p className={passed ? 'result-badge result-pass' : 'result-badge result-fail'}>
        {passed ? t('result.passed') : t('result.notPassed')}
      </p>
      <h1 id="result-title">{passed ? t('result.passTitle') : t('result.failTitle')}</h1>
      <dl className="result-score">
        <div>
          <dt>{t('result.score')}</dt>
          <dd>{t('result.scoreValue', { score: result.score, total: result.totalQuestions })}</dd>
        </div>
        <div>
          <dt>{t('result.result')}</dt>
          <dd>{t('result.percent', { percent })}</dd>
        </div>
        <div>
          <dt>{t('result.passMark')}</dt>
          <dd>{t('result.percent', { percent: Math.round(PASS_MARK * 100) })}</dd>
        </div>
      </dl>
      <p className="result-lead">{passed ? t('result.passLead') : t('result.failLead')}</p>
    </>
  );
}
