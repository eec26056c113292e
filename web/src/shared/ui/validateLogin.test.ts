import { describe, expect, it } from 'vitest';
import { validateLogin } from './validateLogin';

describe('validateLogin', () => {
  it('accepts a username and a password', () => {
    expect(validateLogin('acme', 'secret')).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateLogin('', '')).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('treats a username of spaces as missing but keeps a password of spaces', () => {
    expect(validateLogin('   ', '  ')).toEqual({ username: 'Username is required' });
  });
});
