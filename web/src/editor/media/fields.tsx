import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './editorForms.css';

/**
 * Labelled select, text area and file inputs for the editor's forms (the shared kit has the
 * text input); each ties its message to the control for screen readers, like TextField.
 */

interface Described {
  label: string;
  error?: string | undefined;
  /** A quiet line under the control (what the field is for, accepted files…). */
  hint?: ReactNode;
}

function useDescribed(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-message` : ''].filter(Boolean).join(' ');
  return { id, describedBy: ids || undefined };
}

function Notes({ id, error, hint }: { id: string; error?: string | undefined; hint: ReactNode }) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-message" id={`${id}-message`}>
          {error}
        </p>
      )}
    </>
  );
}

type SelectProps = Described &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ label, error, hint, ref, children, ...select }: SelectProps) {
  const { id, describedBy } = useDescribed(error, hint);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        id={id}
        className="select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {children}
      </select>
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

type TextAreaProps = Described &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField({ label, error, hint, ref, ...area }: TextAreaProps) {
  const { id, describedBy } = useDescribed(error, hint);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...area}
        ref={ref}
        id={id}
        className="textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

type InputProps = Described &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A text input with a hint under it (TextField has none). */
export function InputField({ label, error, hint, ref, ...input }: InputProps) {
  const { id, describedBy } = useDescribed(error, hint);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

type FileProps = Described &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'onChange'> & {
    ref?: Ref<HTMLInputElement>;
    onFile(file: File | null): void;
  };

/** A file input; `onFile` gets the chosen file, or null when the choice is cleared. */
export function FileField({ label, error, hint, ref, onFile, ...input }: FileProps) {
  const { id, describedBy } = useDescribed(error, hint);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        type="file"
        className="input file-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}
