export interface LoginErrors {
  username?: string;
  password?: string;
}

/** Both fields are required; when one is missing nothing is sent. */
export function validateLogin(username: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!username.trim()) errors.username = 'Username is required';
  if (!password) errors.password = 'Password is required';
  return errors;
}
