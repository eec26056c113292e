import { useState } from 'react';
import { formatDuration, parseDuration, type DurationReading } from '@dojo/protocol';
import { Field } from './Field';

export interface DurationInputProps {
  label: string;
  /** The stored value in seconds; undefined for none (the field is empty). */
  seconds: number | undefined;
  /** Called with the seconds typed, or undefined when the field is emptied; never while invalid. */
  onChange(seconds: number | undefined): void;
  hint?: string;
  /** What an empty field means ('No limit', '00:05'), shown as the placeholder. */
  placeholder?: string;
  disabled?: boolean;
  /** A message about the stored value from a rule outside the input (shown when typing is valid). */
  error?: string | undefined;
  /** Typing -1 empties the field (the legacy "switched off" of a threshold). */
  minusOneIsEmpty?: boolean;
  /** The message for a negative time, when a rule of the field words it (else protocol's). */
  negativeMessage?: string;
  className?: string;
}

/**
 * The attribute a form looks for before saving: set on a time field whose text cannot be read,
 * its value the message the field shows.
 */
export const INVALID_DURATION = 'data-invalid-duration';

/**
 * The one minutes-and-seconds input (docs/scenario-editor.md, "Times in minutes"): the author
 * types 15:00, 0:30, 15 (minutes) or 1:30:00; the form keeps seconds. A text it cannot read is
 * said under the field once the author leaves it, with protocol's message, and the value
 * before it is kept until it is fixed.
 */
export function DurationInput(props: DurationInputProps) {
  const { label, seconds, onChange, hint, placeholder, disabled, error, className } = props;
  const stored = seconds === undefined ? undefined : Math.round(seconds);
  const [text, setText] = useState(() => (stored === undefined ? '' : formatDuration(stored)));
  const [left, setLeft] = useState(false);
  const read = (value: string): DurationReading => {
    const trimmed = value.trim();
    if (props.minusOneIsEmpty && trimmed === '-1') return { kind: 'empty' };
    if (trimmed.startsWith('-') && props.negativeMessage) {
      return { kind: 'invalid', message: props.negativeMessage };
    }
    return parseDuration(value);
  };
  const reading = read(text);
  const typed =
    reading.kind === 'seconds' ? reading.seconds : reading.kind === 'empty' ? undefined : null;
  // The value changed from outside (another event opened, a rule cleared it): show it.
  if (typed !== null && typed !== stored) {
    setText(stored === undefined ? '' : formatDuration(stored));
  }
  const invalid = reading.kind === 'invalid' ? reading.message : undefined;
  return (
    <Field
      label={label}
      hint={hint}
      error={invalid !== undefined ? (left ? invalid : undefined) : error}
    >
      {(control) => (
        <input
          {...control}
          className={className ? `input ${className}` : 'input'}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder ?? 'mm:ss'}
          disabled={disabled}
          value={text}
          {...{ [INVALID_DURATION]: invalid }}
          onBlur={() => setLeft(true)}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const now = read(next);
            if (now.kind === 'seconds') onChange(now.seconds);
            if (now.kind === 'empty') onChange(undefined);
          }}
        />
      )}
    </Field>
  );
}

/** The messages of the time fields of `form` that cannot be read (none: the form may save). */
export function invalidDurations(form: HTMLFormElement | null): string[] {
  if (!form) return [];
  const found = [...form.querySelectorAll(`[${INVALID_DURATION}]`)].map(
    (input) => input.getAttribute(INVALID_DURATION) ?? '',
  );
  return [...new Set(found)];
}
