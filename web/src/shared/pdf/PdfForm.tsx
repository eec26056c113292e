import { useState, type FormEvent } from 'react';
import type { PdfField } from '@dojo/protocol';
import { errorText } from '../i18n/errorText';
import { StatusBanner } from '../ui';
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

export interface PdfFormOptions {
  /** The form's starting values (e.g. a submitted answer); a new object resets the form. */
  values?: PdfFormValues;
  /** Shows the values without letting them change. */
  readOnly?: boolean;
  /** Answered already: read-only, its title marked ' [SUBMITTED]', 'Form submitted.' below. */
  submitted?: boolean;
  /** Offers a Submit button; receives the answer once every field is answered. */
  onSubmit?: (values: PdfFormValues) => unknown;
  submitLabel?: string;
  /** Why the last answer was refused (e.g. the server's words); an error onSubmit throws too. */
  error?: string | null;
}

interface PdfFormProps extends PdfFormOptions {
  fields: readonly PdfField[];
  titleId: string;
}

/** A PDF's form: every field must be answered; a field left empty is marked on submit. */
export function PdfForm(props: PdfFormProps) {
  const { fields, titleId, values, submitted = false, onSubmit, error } = props;
  const locked = submitted || (props.readOnly ?? false);
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
  const refusal = failure ?? error;

  function change(next: PdfFormValues) {
    setDraft(next);
    if (missing.length)
      setMissing(unansweredFields(fields, next).filter((id) => missing.includes(id)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!onSubmit || locked || pending) return;
    const unanswered = unansweredFields(fields, shown);
    setMissing(unanswered);
    if (unanswered.length) return;
    setFailure(null);
    setPending(true);
    try {
      await onSubmit(answerOf(fields, shown));
    } catch (thrown) {
      setFailure(errorText(thrown));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="pdf-form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      {fields.map((field, index) => (
        <PdfFormField
          key={`${index}-${field.identifier}`}
          field={field}
          value={shown[field.identifier] ?? ''}
          readOnly={locked}
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
      {refusal && <StatusBanner kind="failed">{refusal}</StatusBanner>}
      {submitted ? (
        <p className="pdf-submitted">Form submitted.</p>
      ) : (
        onSubmit &&
        !locked && (
          <button
            type="submit"
            className="btn btn-primary pdf-submit"
            disabled={pending}
            aria-busy={pending}
          >
            {pending ? 'Sending…' : (props.submitLabel ?? 'Submit')}
          </button>
        )
      )}
    </form>
  );
}
