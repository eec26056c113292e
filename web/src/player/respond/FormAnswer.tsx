import { useState, type FormEvent } from 'react';
import type { PdfDefinition, PdfField, ScenarioEvent } from '@dojo/protocol';
import { StatusBanner } from '../../shared/ui';
import { PdfDocument } from '../pdf/PdfDocument';
import { usePdf } from '../pdf/usePdf';
import { isAnswered } from '../state/events';
import {
  FORM_INCOMPLETE,
  SUBMITTED_SUFFIX,
  emptyForm,
  formAnswer,
  formValuesOf,
  type FormValues,
} from './formAnswer';
import { useRespond } from './useRespond';

/** A PDF form (Text, Radio Button, Checkboxes fields); ' [SUBMITTED]' once answered. */
export function FormAnswer({ event }: { event: ScenarioEvent }) {
  const loaded = usePdf(event.options ?? '');
  if (loaded.state === 'loading') return <p role="status">Opening the form…</p>;
  if (loaded.state === 'failed') return <StatusBanner kind="failed">{loaded.message}</StatusBanner>;
  return <PdfForm event={event} pdf={loaded.pdf} />;
}

function PdfForm({ event, pdf }: { event: ScenarioEvent; pdf: PdfDefinition }) {
  const { respond, pending, failure, setFailure } = useRespond(event);
  const answered = isAnswered(event);
  const [values, setValues] = useState<FormValues>(() => emptyForm(pdf.fields));
  const shown = answered ? formValuesOf(pdf.fields, event.response) : values;
  const set = (identifier: string, value: string | string[]) =>
    setValues((current) => ({ ...current, [identifier]: value }));

  function submit(form: FormEvent) {
    form.preventDefault();
    const answer = formAnswer(pdf.fields, values);
    if (!answer) return setFailure(FORM_INCOMPLETE);
    void respond(answer);
  }

  return (
    <PdfDocument
      pdf={pdf}
      titleSuffix={answered ? SUBMITTED_SUFFIX : ''}
      titleId={`form-${event.id}`}
    >
      <form className="pdf-form" onSubmit={submit} noValidate>
        <fieldset className="pdf-fields" disabled={answered}>
          {pdf.fields.map((field) => (
            <FormField
              key={field.identifier}
              prefix={`field-${event.id}`}
              field={field}
              value={shown[field.identifier]}
              onChange={set}
            />
          ))}
        </fieldset>
        {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
        {answered ? (
          <p className="answered-note">Form submitted.</p>
        ) : (
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {pending ? 'Sending…' : 'Submit form'}
          </button>
        )}
      </form>
    </PdfDocument>
  );
}

interface FormFieldProps {
  prefix: string;
  field: PdfField;
  value: string | string[] | undefined;
  onChange: (identifier: string, value: string | string[]) => void;
}

function FormField({ prefix, field, value, onChange }: FormFieldProps) {
  const id = `${prefix}-${field.identifier}`;
  if (field.fieldType === 'Text') {
    return (
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {field.label}
        </label>
        <textarea
          id={id}
          className="textarea"
          rows={3}
          value={typeof value === 'string' ? value : ''}
          onChange={(change) => onChange(field.identifier, change.target.value)}
        />
      </div>
    );
  }
  const multiple = field.fieldType === 'Checkboxes';
  const list = Array.isArray(value) ? value : [];
  return (
    <fieldset className="choice-set">
      <legend className="field-label">{field.label}</legend>
      {field.options.map((option) => (
        <label key={option} className="choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={id}
            value={option}
            checked={multiple ? list.includes(option) : value === option}
            onChange={(change) =>
              onChange(
                field.identifier,
                multiple
                  ? change.target.checked
                    ? [...list, option]
                    : list.filter((item) => item !== option)
                  : option,
              )
            }
          />
          <span>{option}</span>
        </label>
      ))}
    </fieldset>
  );
}
