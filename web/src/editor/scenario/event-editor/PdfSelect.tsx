import { useLibrary } from '../libraryStore';
import { SelectField } from '../../../shared/ui';

interface PdfSelectProps {
  label: string;
  value: string;
  onChange(name: string): void;
  /** The empty choice, e.g. 'No PDF' or 'Select a form'. */
  placeholder?: string;
  error?: string | undefined;
  hint?: string;
}

/** A select of the saved PDF documents and forms. */
export function PdfSelect({
  label,
  value,
  onChange,
  placeholder = 'No PDF',
  error,
  hint,
}: PdfSelectProps) {
  const { items, state } = useLibrary('pdfs');
  const known = items.includes(value);
  return (
    <SelectField
      label={label}
      value={value}
      error={error ?? (state === 'failed' ? 'The PDF list could not be read.' : undefined)}
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{state === 'loading' ? 'Loading PDFs…' : placeholder}</option>
      {items.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
      {value && !known && <option value={value}>{`${value} (missing)`}</option>}
    </SelectField>
  );
}
