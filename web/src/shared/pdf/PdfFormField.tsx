import { useId } from 'react';
import { fieldOptions, type PdfField } from '@dojo/protocol';
import { TextAreaField } from '../ui';

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
  const messageId = useId();
  if (field.fieldType === 'Text') {
    return (
      <TextAreaField
        label={field.label}
        name={field.identifier}
        rows={3}
        readOnly={readOnly}
        value={typeof value === 'string' ? value : ''}
        error={error}
        onChange={(event) => onText(event.target.value)}
      />
    );
  }

  const multiple = field.fieldType === 'Checkboxes';
  // Nothing chosen yet is '' (or []): no option is checked, and blank options (a new field's
  // two empty ones, while the author types) are not offered (docs/editor-ui.md).
  const chosen = Array.isArray(value) ? value : value === '' ? [] : [value];
  return (
    <fieldset
      className="pdf-choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? messageId : undefined}
    >
      <legend className="field-label">{field.label}</legend>
      {fieldOptions(field).map((option, index) => (
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
      {error && (
        <p className="field-message" id={messageId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
