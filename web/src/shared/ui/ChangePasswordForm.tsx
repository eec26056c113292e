import { useRef, useState, type FormEvent } from 'react';
import { ChosenPassword, PASSWORD_CHANGE } from '@dojo/protocol';
import { errorMessage } from '../api';
import { StatusBanner } from './StatusBanner';
import { TextField } from './fields';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

interface Props {
  /** Changes the password; answers the server's message. A thrown error's message is shown. */
  onChange(change: PasswordChange): Promise<string>;
  /** Words a failure: the server's message by default, the reader's language on the portal. */
  describeError?: (error: unknown) => string;
}

interface Errors {
  currentPassword?: string;
  newPassword?: string;
  repeated?: string;
}

/** The protocol's rules, checked before anything is sent (the server checks them again). */
function validate(current: string, next: string, repeated: string): Errors {
  const errors: Errors = {};
  if (current === '') errors.currentPassword = 'Password is required';
  const rule = ChosenPassword.safeParse(next);
  if (!rule.success) errors.newPassword = rule.error.issues[0]?.message;
  else if (next === current) errors.newPassword = PASSWORD_CHANGE.sameAsCurrent;
  if (!errors.newPassword && repeated !== next) errors.repeated = PASSWORD_CHANGE.mismatch;
  return errors;
}

/** Current password, new password twice; the server's answer in a banner. */
export function ChangePasswordForm({ onChange, describeError = errorMessage }: Props) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ kind: 'success' | 'failed'; message: string } | null>(
    null,
  );
  const [pending, setPending] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const repeatedRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validate(current, next, repeated);
    setErrors(found);
    const first = found.currentPassword
      ? currentRef
      : found.newPassword
        ? newRef
        : found.repeated
          ? repeatedRef
          : null;
    if (first) {
      first.current?.focus();
      return;
    }
    setResult(null);
    setPending(true);
    try {
      const message = await onChange({ currentPassword: current, newPassword: next });
      setResult({ kind: 'success', message });
      setCurrent('');
      setNext('');
      setRepeated('');
    } catch (error) {
      setResult({ kind: 'failed', message: describeError(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        ref={currentRef}
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={current}
        error={errors.currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        ref={newRef}
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Every other session is logged out."
        required
        value={next}
        error={errors.newPassword}
        onChange={(event) => setNext(event.target.value)}
      />
      <TextField
        ref={repeatedRef}
        label="Repeat the new password"
        name="repeatedPassword"
        type="password"
        autoComplete="new-password"
        required
        value={repeated}
        error={errors.repeated}
        onChange={(event) => setRepeated(event.target.value)}
      />
      {result && <StatusBanner kind={result.kind}>{result.message}</StatusBanner>}
      <button
        type="submit"
        className="btn btn-primary btn-busy"
        disabled={pending}
        aria-busy={pending}
      >
        Change Password
      </button>
      <p className="visually-hidden" role="status">
        {pending ? 'Changing the password…' : ''}
      </p>
    </form>
  );
}
