import type { Request } from 'express';
import type { AccountDoc, StoredPasskey } from '../accounts.repo';

/** The site a passkey belongs to: WebAuthn's relying party id (a host name) and origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/**
 * The relying party from the server's public address (`PUBLIC_URL`), else from the address
 * the browser used (a server on localhost in development and tests). A passkey made for one
 * host name works only there: set `PUBLIC_URL` before people add passkeys.
 */
export function relyingParty(req: Request, publicUrl: string | undefined): RelyingParty {
  const url = new URL(publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  return { id: url.hostname, origin: url.origin };
}

/** The account's passkeys, in no order. */
export function passkeysOf(account: Pick<AccountDoc, 'passkeys'>): StoredPasskey[] {
  return Object.values(account.passkeys ?? {});
}

/** The kinds of second factor an account has, a passkey first (the login offers it first). */
export function factorsOf(account: AccountDoc): ('passkey' | 'totp')[] {
  return [
    ...(passkeysOf(account).length > 0 ? (['passkey'] as const) : []),
    ...(account.totpSecret === undefined ? [] : (['totp'] as const)),
  ];
}
