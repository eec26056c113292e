import { useList } from '../../lists';
import { usePublishLibrary } from '../publishLibrary';
import { SelectField } from '../../../shared/ui';

interface PdfSelectProps {
  label: string;
  value: string;
  onChange(name: string): void;
  /** The empty choice, e.g. 'No PDF' or 'Select a form'. */
  placeholder?: string;
  error?: string | undefined;
  hint?: string;
  /** Lists Form PDFs only (a form answer): a Document cannot be filled in. */
  formsOnly?: boolean;
}

/** A select of the saved PDF documents and forms (or forms only). */
export function PdfSelect({
  label,
  value,
  onChange,
  placeholder = 'No PDF',
  error,
  hint,
  formsOnly = false,
}: PdfSelectProps) {
  const { items: names, state } = useList('pdfs');
  const library = usePublishLibrary();
  const forms = library?.pdfs.filter((pdf) => pdf.type === 'Form').map((pdf) => pdf.fileName);
  const items = formsOnly && forms ? names.filter((name) => forms.includes(name)) : names;
  const known = items.includes(value);
  const isDocument = formsOnly && forms !== undefined && names.includes(value) && !known;
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
      {value && !known && (
        <option
          value={value}
        >{`${value} (${isDocument ? 'a Document, not a Form' : 'missing'})`}</option>
      )}
    </SelectField>
  );
}
