import { useId } from 'react';
import type { PdfField } from '@dojo/protocol';

interface Props {
  field: PdfField;
  value: string | string[];
  readOnly: boolean;
  error?: string | undefined;
  onText(value: string): void;
  onToggle(option: string): void;
}

/** One form field: a text box, a radio group or a set of checkboxes, labelled for readers. */
export function PdfFormField({ field, value, readOnly, error, onText, onToggle }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  const described = error ? messageId : undefined;
  const message = error && (
    <p className="field-message" id={messageId}>
      {error}
    </p>
  );

  if (field.fieldType === 'Text') {
    return (
      <div className="field pdf-field">
        <label className="pdf-field-label" htmlFor={id}>
          {field.label}
        </label>
        <textarea
          id={id}
          className="textarea pdf-input"
          name={field.identifier}
          rows={3}
          readOnly={readOnly}
          value={typeof value === 'string' ? value : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onText(event.target.value)}
        />
        {message}
      </div>
    );
  }

  const multiple = field.fieldType === 'Checkboxes';
  const chosen = Array.isArray(value) ? value : [value];
  return (
    <fieldset
      className="pdf-field pdf-choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
    >
      <legend className="pdf-field-label">{field.label}</legend>
      {field.options.map((option, index) => (
        <label key={`${index}-${option}`} className="pdf-choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={field.identifier}
            value={option}
            checked={chosen.includes(option)}
            disabled={readOnly}
            onChange={() => (multiple ? onToggle(option) : onText(option))}
          />
          <span>{option}</span>
        </label>
      ))}
      {message}
    </fieldset>
  );
}
