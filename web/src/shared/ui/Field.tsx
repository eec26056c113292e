import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: string;
  /** A message about this field (e.g. 'Username is required'); marks the control invalid. */
  error?: string | undefined;
  /** A quiet line under the control (what the field is for, accepted files…). */
  hint?: ReactNode;
}

/** What the control of a Field gets: its id, and what describes it to screen readers. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, one control and the control's hint and message, tied together for screen readers. */
export function Field({
  label,
  error,
  hint,
  children,
}: FieldProps & { children(control: FieldControl): ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const described = [hint ? hintId : '', error ? messageId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-message" id={messageId}>
          {error}
        </p>
      )}
    </div>
  );
}
