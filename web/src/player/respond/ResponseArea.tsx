import { Suspense } from 'react';
import type { ScenarioEvent } from '@dojo/protocol';
import { AreaLoading } from '../../shared/lazy';
import { StatusBanner } from '../../shared/ui';
import { isAnswered, responseKind } from '../state/events';
import { AnsweredView } from './AnsweredView';
import { ChoiceAnswer } from './ChoiceAnswer';
import { FormAnswer } from './FormAnswer';
import { ReorderAnswer } from '../lazyParts';
import { TextAnswer } from './TextAnswer';
import { TimeLeft } from './TimeLeft';
import './respond.css';

/** The answer box under an event, by response type; read-only once answered. */
export function ResponseArea({ event }: { event: ScenarioEvent }) {
  const kind = responseKind(event);
  if (kind === 'none') return null;
  const answered = isAnswered(event);
  const team = event.team === 'true';
  const titleId = `respond-${event.id}`;

  return (
    <section className="respond" aria-labelledby={titleId}>
      <header className="respond-header">
        <h3 id={titleId} className="respond-title">
          {answered ? 'Your response' : 'Respond'}
        </h3>
        {!answered && <TimeLeft event={event} />}
      </header>
      {team && (
        <p className="respond-team">
          {answered
            ? 'A team question: this answer counts for your whole team.'
            : 'A team question: the first answer from your team counts for everyone.'}
        </p>
      )}
      {kind === 'form' ? (
        <FormAnswer event={event} />
      ) : answered ? (
        <AnsweredView event={event} ordered={kind === 'reorder'} />
      ) : (
        <AnswerInput event={event} />
      )}
    </section>
  );
}

function AnswerInput({ event }: { event: ScenarioEvent }) {
  const kind = responseKind(event);
  switch (kind) {
    case 'option':
    case 'random':
    case 'checkbox':
      return <ChoiceAnswer event={event} multiple={kind === 'checkbox'} />;
    case 'reorder':
      return (
        <Suspense fallback={<AreaLoading what="the answer" part />}>
          <ReorderAnswer event={event} />
        </Suspense>
      );
    case 'text':
      return <TextAnswer event={event} />;
    default:
      return <StatusBanner kind="warning">Unidentified response type received</StatusBanner>;
  }
}
