import { useMemo } from 'react';
import type { PdfDefinition, ScenarioEvent } from '@dojo/protocol';
import { PdfView, valuesOfAnswer } from '../../shared/pdf';
import { StatusBanner } from '../../shared/ui';
import { usePdf } from '../pdf/usePdf';
import { isAnswered } from '../state/events';
import { useRespond } from './useRespond';
import { useT } from '../../shared/i18n';

/** A PDF form (Text, Radio Button, Checkboxes fields); ' [SUBMITTED]' once answered. */
export function FormAnswer({ event }: { event: ScenarioEvent }) {
  const t = useT();
  const loaded = usePdf(event.options ?? '');
  if (loaded.state === 'loading') return <p role="status">{t('respond.openingForm')}</p>;
  if (loaded.state === 'failed') return <StatusBanner kind="failed">{loaded.message}</StatusBanner>;
  return <PdfForm event={event} pdf={loaded.pdf} />;
}

function PdfForm({ event, pdf }: { event: ScenarioEvent; pdf: PdfDefinition }) {
  const t = useT();
  const { respond, failure } = useRespond(event);
  const answered = isAnswered(event);
  // A new values object resets the form, so it changes only when the stored answer does.
  const { response } = event;
  const submittedValues = useMemo(() => valuesOfAnswer(response), [response]);
  return (
    <PdfView
      pdf={pdf}
      titleId={`form-${event.id}`}
      submitted={answered}
      values={answered ? submittedValues : undefined}
      onSubmit={respond}
      submitLabel={t('respond.submitForm')}
      error={failure}
    />
  );
}
