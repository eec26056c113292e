import type { ReportQuestion } from '@dojo/protocol';

/** Says that a question does not count towards the score, and why (protocol's reason). */
export function UnscoredNote({ question }: { question: ReportQuestion }) {
  if (question.scored !== false) return null;
  return (
    <p className="report-note report-unscored">
      <span className="report-badge report-badge-unscored">Unscored</span>{' '}
      {question.unscoredReason ?? 'This question does not count towards the score.'}
    </p>
  );
}
