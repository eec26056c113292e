import { useId, useState, type FormEvent } from 'react';
import type { PdfDefinition } from '@dojo/protocol';
import { errorMessage } from '../api';
import { StatusBanner } from '../ui';
import { PdfBody } from './PdfBody';
import { PdfFormField } from './PdfFormField';
import {
  UNANSWERED_FIELD,
  answerOf,
  initialValues,
  setValue,
  toggleOption,
  unansweredFields,
  type PdfFormValues,
} from './formValues';
import './PdfView.css';

export type PdfViewDefinition = Pick<PdfDefinition, 'title' | 'content' | 'images' | 'type'> &
  Partial<Pick<PdfDefinition, 'fields'>>;

interface PdfViewProps {
  pdf: PdfViewDefinition;
  /** Shows the form's values without letting them change (e.g. a form already submitted). */
  readOnly?: boolean;
  /** The form's starting values (e.g. a submitted answer); a new object resets the form. */
  values?: PdfFormValues;
  /** Offers a Submit button; receives the answer once every field is answered. */
  onSubmit?: (values: PdfFormValues) => void | Promise<void>;
  submitLabel?: string;
}

/** A PDF document or form, shown as a page: the editor's preview and the player's viewer. */
export function PdfView({ pdf, readOnly = false, values, onSubmit, submitLabel }: PdfViewProps) {
  const titleId = useId();
  const fields = pdf.type === 'Form' ? (pdf.fields ?? []) : [];
  const [source, setSource] = useState(values);
  const [draft, setDraft] = useState<PdfFormValues>(values ?? {});
  const [missing, setMissing] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (source !== values) {
    setSource(values);
    setDraft(values ?? {});
    setMissing([]);
  }
  const shown = initialValues(fields, draft);

  function change(next: PdfFormValues) {
    setDraft(next);
    if (missing.length)
      setMissing(unansweredFields(fields, next).filter((id) => missing.includes(id)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!onSubmit || readOnly || pending) return;
    const unanswered = unansweredFields(fields, shown);
    setMissing(unanswered);
    if (unanswered.length) return;
    setFailure(null);
    setPending(true);
    try {
      await onSubmit(answerOf(fields, shown));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <article className="pdf-view" aria-labelledby={titleId}>
      <div className="pdf-sheet">
        <header className="pdf-sheet-header">
          <p className="pdf-kind">{pdf.type === 'Form' ? 'Form' : 'Document'}</p>
          <h2 className="pdf-title" id={titleId}>
            {pdf.title.trim() || 'Untitled'}
          </h2>
        </header>
        <PdfBody content={pdf.content} images={pdf.images} />
        {fields.length > 0 && (
          <form className="pdf-form" noValidate onSubmit={submit} aria-labelledby={titleId}>
            {fields.map((field, index) => (
              <PdfFormField
                key={`${index}-${field.identifier}`}
                field={field}
                value={shown[field.identifier] ?? ''}
                readOnly={readOnly}
                error={missing.includes(field.identifier) ? UNANSWERED_FIELD : undefined}
                onText={(text) => change(setValue(draft, field.identifier, text))}
                onToggle={(option) => change(toggleOption(shown, field, option))}
              />
            ))}
            {missing.length > 0 && (
              <StatusBanner kind="failed">
                {missing.length === 1
                  ? 'One field is still unanswered.'
                  : `${missing.length} fields are still unanswered.`}
              </StatusBanner>
            )}
            {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
            {onSubmit && !readOnly && (
              <button
                type="submit"
                className="btn btn-primary pdf-submit"
                disabled={pending}
                aria-busy={pending}
              >
                {submitLabel ?? 'Submit'}
              </button>
            )}
          </form>
        )}
      </div>
    </article>
  );
}
