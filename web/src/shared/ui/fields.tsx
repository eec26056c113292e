import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';
import './forms.css';

/** A field's own props plus those of its control, less what the field sets itself. */
type Props<Element, Attributes> = FieldProps &
  Omit<Attributes, 'id' | 'className'> & { ref?: Ref<Element> };

/** A labelled text input (any `type` but file). */
export function TextField(props: Props<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>) {
  const { label, error, hint, ref, ...input } = props;
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...input} ref={ref} {...control} className="input" />}
    </Field>
  );
}

/** A labelled select; its options are the children. */
export function SelectField(
  props: Props<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>,
) {
  const { label, error, hint, ref, children, ...select } = props;
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select {...select} ref={ref} {...control} className="select">
          {children}
        </select>
      )}
    </Field>
  );
}

/** A labelled text area. */
export function TextAreaField(
  props: Props<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { label, error, hint, ref, ...area } = props;
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <textarea {...area} ref={ref} {...control} className="textarea" />}
    </Field>
  );
}

type FileProps = Props<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'>
> & {
  onFile(file: File | null): void;
};

/** A file input; `onFile` gets the chosen file, or null when the choice is cleared. */
export function FileField({ label, error, hint, ref, onFile, ...input }: FileProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...input}
          ref={ref}
          {...control}
          type="file"
          className="input file-input"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
