import { errorMessage } from '../api';
import { FormSubmit } from './FormSubmit';
import { TextField } from './fields';
import { useCheckedForm } from './useCheckedForm';
import { ENGLISH_LOGIN_WORDS, validateLogin, type LoginWords } from './validateLogin';
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
  const form = useCheckedForm({
    fields: ['username', 'password'],
    validate: ({ username, password }) => validateLogin(username, password, words),
    send: ({ username, password }) => onLogIn({ username: username.trim(), password }),
    describeError,
  });

  return (
    <form className="form login-form" noValidate onSubmit={form.submit}>
      <TextField
        {...form.field('username')}
        label={words.username}
        autoComplete="username"
        required
      />
      <TextField
        {...form.field('password')}
        label={words.password}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormSubmit
        banner={form.banner}
        pending={form.pending}
        label={words.logIn}
        pendingLabel={words.loggingIn}
        block
      />
    </form>
  );
}
