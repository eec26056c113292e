import { useId } from 'react';

interface Props {
  /** The field's place in the form, so each option input has a name of its own. */
  fieldNumber: number;
  options: readonly string[];
  onChange(options: string[]): void;
}

/** The choices of a Radio Button or Checkboxes field: one input each, Add Option, remove. */
export function FieldOptionsEditor({ fieldNumber, options, onChange }: Props) {
  const id = useId();
  return (
    <fieldset className="pdf-options">
      <legend className="field-label">Options</legend>
      <ol className="pdf-options-list" role="list">
        {options.map((option, index) => (
          <li key={index} className="pdf-option">
            <span className="pdf-option-number" aria-hidden="true">
              {index + 1}.
            </span>
            <label className="visually-hidden" htmlFor={`${id}-${index}`}>
              Field {fieldNumber} option {index + 1}
            </label>
            <input
              id={`${id}-${index}`}
              className="input"
              autoComplete="off"
              placeholder={`Option ${index + 1}`}
              value={option}
              onChange={(event) =>
                onChange(options.map((each, at) => (at === index ? event.target.value : each)))
              }
            />
            <button
              type="button"
              className="btn btn-quiet btn-small"
              aria-label={`Remove option ${index + 1} of field ${fieldNumber}`}
              onClick={() => onChange(options.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-quiet btn-small pdf-add-option"
        onClick={() => onChange([...options, ''])}
      >
        Add Option
      </button>
    </fieldset>
  );
}
