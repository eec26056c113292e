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
import { useT } from '../../shared/i18n';

/** The answer box under an event, by response type; read-only once answered. */
export function ResponseArea({ event }: { event: ScenarioEvent }) {
  const t = useT();
  const kind = responseKind(event);
  if (kind === 'none') return null;
  const answered = isAnswered(event);
  const team = event.team === 'true';
  const titleId = `respond-${event.id}`;

  return (
    <section className="respond" aria-labelledby={titleId}>
      <header className="respond-header">
        <h3 id={titleId} className="respond-title">
          {answered ? t('respond.yours') : t('respond.respond')}
        </h3>
        {!answered && <TimeLeft event={event} />}
      </header>
      {team && (
        <p className="respond-team">{answered ? t('respond.teamAnswered') : t('respond.team')}</p>
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
  const t = useT();
  const kind = responseKind(event);
  switch (kind) {
    case 'option':
    case 'random':
    case 'checkbox':
      return <ChoiceAnswer event={event} multiple={kind === 'checkbox'} />;
    case 'reorder':
      return (
        <Suspense fallback={<AreaLoading what={t('respond.loadingAnswer')} part />}>
          <ReorderAnswer event={event} />
        </Suspense>
      );
    case 'text':
      return <TextAnswer event={event} />;
    default:
      return <StatusBanner kind="warning">{t('respond.unknownType')}</StatusBanner>;
  }
}
