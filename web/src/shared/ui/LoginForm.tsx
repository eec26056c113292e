import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../api';
import { StatusBanner } from './StatusBanner';
import { TextField } from './fields';
import {
  ENGLISH_LOGIN_WORDS,
  validateLogin,
  type LoginErrors,
  type LoginWords,
} from './validateLogin';
import './LoginForm.css';

export interface LoginValues {
  username: string;
  password: string;
}

interface LoginFormProps {
  /** Signs in; a thrown error's message is shown in a failed banner. */
  onLogIn(values: LoginValues): Promise<void>;
  /** Words a failure: the server's message by default, the reader's language on the portal. */
  describeError?: (error: unknown) => string;
  /** The labels and required-field messages: English by default (staff areas). */
  words?: LoginWords;
}

/** Username and password, both required; the server's message on failure. */
export function LoginForm({
  onLogIn,
  describeError = errorMessage,
  words = ENGLISH_LOGIN_WORDS,
}: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateLogin(username, password, words);
    setErrors(found);
    if (found.username || found.password) {
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      await onLogIn({ username: username.trim(), password });
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form login-form" noValidate onSubmit={submit}>
      <TextField
        ref={usernameRef}
        label={words.username}
        name="username"
        autoComplete="username"
        required
        value={username}
        error={errors.username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        ref={passwordRef}
        label={words.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
      <button
        type="submit"
        className="btn btn-primary btn-block btn-busy"
        disabled={pending}
        aria-busy={pending}
      >
        {words.logIn}
      </button>
      <p className="visually-hidden" role="status">
        {pending ? words.loggingIn : ''}
      </p>
    </form>
  );
}
