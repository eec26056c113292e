import type { ScenarioEvent } from '@dojo/protocol';
import { answerLines, feedbackFor } from './answers';
import { useT } from '../../shared/i18n';

/**
 * The answer given, read-only (a reorder answer keeps its numbering), with the author's
 * feedback when the scenario has some.
 */
export function AnsweredView({ event, ordered }: { event: ScenarioEvent; ordered: boolean }) {
  const t = useT();
  const lines = event.response === undefined ? [] : answerLines(event.response);
  const feedback = feedbackFor(event);
  const List = ordered ? 'ol' : 'ul';
  return (
    <div className="answered">
      <List className={ordered ? 'answered-list answered-ordered' : 'answered-list'}>
        {lines.map((line, index) => (
          <li key={`${index}-${line}`}>{line}</li>
        ))}
      </List>
      <p className="answered-note">{t('respond.sent')}</p>
      {feedback && (
        <p className={`feedback feedback-${feedback.kind}`}>
          <span className="feedback-label">{t('respond.feedback')}</span>
          {feedback.text}
        </p>
      )}
    </div>
  );
}
