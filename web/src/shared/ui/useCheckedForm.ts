import { createRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What the form's banner says after a send: the answer, or why it failed. */
export interface FormBanner {
  kind: 'success' | 'failed';
  message: string;
}

interface CheckedFormOptions<K extends string> {
  /** The fields, in the order a person fills them: the first with an error gets the focus. */
  fields: readonly K[];
  /** The rules checked before anything is sent (the server checks them again). */
  validate(values: Record<K, string>): FieldErrors<K>;
  /**
   * Sends the values. A message it answers is shown in a success banner and empties the
   * fields; a thrown error is shown, worded by `describeError`, in a failed banner.
   */
  send(values: Record<K, string>): Promise<string | void>;
  describeError(error: unknown): string;
}

/**
 * A form of text fields checked before it is sent: one send at a time, the focus on the first
 * field in error, the answer or the failure in a banner (the login and password forms).
 */
export function useCheckedForm<K extends string>({
  fields,
  validate,
  send,
  describeError,
}: CheckedFormOptions<K>) {
  const empty = () => Object.fromEntries(fields.map((name) => [name, ''])) as Record<K, string>;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [pending, setPending] = useState(false);
  const [refs] = useState(
    () => new Map(fields.map((name) => [name, createRef<HTMLInputElement>()] as const)),
  );
  const refOf = (name: K): RefObject<HTMLInputElement | null> | undefined => refs.get(name);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validate(values);
    setErrors(found);
    const first = fields.find((name) => found[name]);
    if (first !== undefined) {
      refOf(first)?.current?.focus();
      return;
    }
    setBanner(null);
    setPending(true);
    try {
      const message = await send(values);
      if (typeof message === 'string') {
        setBanner({ kind: 'success', message });
        setValues(empty());
      }
    } catch (error) {
      setBanner({ kind: 'failed', message: describeError(error) });
    } finally {
      setPending(false);
    }
  }

  /** The props of this field's TextField: its ref, name, value, error and change handler. */
  const field = (name: K) => ({
    ref: refOf(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((now) => ({ ...now, [name]: event.target.value })),
  });

  return { field, banner, pending, submit };
}
