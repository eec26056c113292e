import { decodeJwt } from 'jose';

/** A session token's id (its `jti`): what listSessions answers and endSession names. */
export function sessionIdOf(token: string): string {
  const { jti } = decodeJwt(token);
  if (typeof jti !== 'string') throw new Error('the token has no jti');
  return jti;
}
