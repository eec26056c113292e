import { useId } from 'react';
import { Icon } from '../Icon';

interface ListEditorProps {
  label: string;
  values: readonly string[];
  onChange(values: string[]): void;
  /** Suggested entries (e.g. the answer texts) offered while typing. */
  suggestions?: readonly string[];
  hint?: string;
}

/** A list of short texts (correct, wrong and neutral answers): edit, add, remove rows. */
export function ListEditor({ label, values, onChange, suggestions = [], hint }: ListEditorProps) {
  const id = useId();
  const rows = values.length > 0 ? values : [];
  const set = (index: number, value: string) =>
    onChange(rows.map((current, at) => (at === index ? value : current)));
  return (
    <div className="sc-list-editor" role="group" aria-labelledby={`${id}-label`}>
      <p className="field-label" id={`${id}-label`}>
        {label}
      </p>
      {hint && <p className="field-hint">{hint}</p>}
      {suggestions.length > 0 && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <ul className="sc-list-editor-rows" role="list">
        {rows.map((value, index) => (
          <li key={index} className="sc-list-editor-row">
            <input
              className="input"
              aria-label={`${label} ${index + 1}`}
              list={suggestions.length > 0 ? `${id}-suggestions` : undefined}
              value={value}
              onChange={(event) => set(index, event.target.value)}
            />
            <button
              type="button"
              className="btn btn-quiet btn-small"
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-quiet btn-small"
        onClick={() => onChange([...rows, ''])}
      >
        <Icon name="plus" />
        Add to {label.toLowerCase()}
      </button>
    </div>
  );
}
