import type { PassResult } from '@dojo/protocol';
import { usePlayerStore } from '../state/playerStore';
import { outcomeOf } from './result';
import { reportEntries } from './report';
import { useT } from '../../shared/i18n';

/** The '/1' ending: the player's report, each answer with its feedback (docs/player.md). */
export function ReportStep({ result }: { result: PassResult }) {
  const t = useT();
  const events = usePlayerStore((state) => state.events);
  const entries = reportEntries(events);
  const { passed, percent } = outcomeOf(result.score, result.totalQuestions);
  return (
    <>
      <p className={passed ? 'result-badge result-pass' : 'result-badge result-fail'}>
        {passed ? t('result.passed') : t('result.notPassed')}
      </p>
      <h1 id="result-title">{t('report.title')}</h1>
      <p className="result-lead">
        {t('report.lead', { score: result.score, total: result.totalQuestions, percent })}
      </p>
      {entries.length === 0 ? (
        <p>{t('report.none')}</p>
      ) : (
        <ol className="result-report" aria-label={t('report.list')}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <h2>{entry.subject}</h2>
              <p>
                <span className="result-report-label">{t('report.yourAnswer')} </span>
                {entry.answer.join('; ')}
              </p>
              {entry.feedback && (
                <p className={`result-feedback result-feedback-${entry.feedback.kind}`}>
                  <span className="result-report-label">
                    {entry.feedback.kind === 'correct'
                      ? t('report.correct')
                      : t('report.think')}{' '}
                  </span>
                  {entry.feedback.text}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
