export interface LoginErrors {
  username?: string;
  password?: string;
}

/** What the login form says: English by default; the portal passes the reader's language. */
export interface LoginWords {
  username: string;
  password: string;
  logIn: string;
  loggingIn: string;
  usernameRequired: string;
  passwordRequired: string;
}

export const ENGLISH_LOGIN_WORDS: LoginWords = {
  username: 'Username',
  password: 'Password',
  logIn: 'Log In',
  loggingIn: 'Logging in…',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
};

/** Both fields are required; when one is missing nothing is sent. */
export function validateLogin(
  username: string,
  password: string,
  words: Pick<LoginWords, 'usernameRequired' | 'passwordRequired'> = ENGLISH_LOGIN_WORDS,
): LoginErrors {
  const errors: LoginErrors = {};
  if (!username.trim()) errors.username = words.usernameRequired;
  if (!password) errors.password = words.passwordRequired;
  return errors;
}
