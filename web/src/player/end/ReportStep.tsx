import type { PassResult } from '@dojo/protocol';
import { usePlayerStore } from '../state/playerStore';
import { outcomeOf } from './result';
import { reportEntries } from './report';

/** The '/1' ending: the player's report, each answer with its feedback (docs/player.md). */
export function ReportStep({ result }: { result: PassResult }) {
  const events = usePlayerStore((state) => state.events);
  const entries = reportEntries(events);
  const { passed, percent } = outcomeOf(result.score, result.totalQuestions);
  return (
    <>
      <p className={passed ? 'result-badge result-pass' : 'result-badge result-fail'}>
        {passed ? 'Passed' : 'Not passed'}
      </p>
      <h1 id="result-title">Your exercise report</h1>
      <p className="result-lead">
        You scored {result.score} of {result.totalQuestions} ({percent}%). Here is each answer you
        gave, with the feedback on it.
      </p>
      {entries.length === 0 ? (
        <p>You did not answer any question in this exercise.</p>
      ) : (
        <ol className="result-report" aria-label="Your answers and their feedback">
          {entries.map((entry) => (
            <li key={entry.id}>
              <h2>{entry.subject}</h2>
              <p>
                <span className="result-report-label">Your answer: </span>
                {entry.answer.join('; ')}
              </p>
              {entry.feedback && (
                <p className={`result-feedback result-feedback-${entry.feedback.kind}`}>
                  <span className="result-report-label">
                    {entry.feedback.kind === 'correct' ? 'Well judged: ' : 'To think about: '}
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
