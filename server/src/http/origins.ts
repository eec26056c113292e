import type { IncomingMessage } from 'node:http';

/**
 * Whether a request may open a socket (docs/security.md): a browser always names the page's
 * origin, so an Origin must be the server's own (the Host it was sent to) or one of
 * PUBLIC_ORIGINS. A client with no Origin at all is not a browser page and cannot carry a
 * visitor's session, so it passes (its token is checked like any other).
 */
export function originAllowed(req: IncomingMessage, publicOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (publicOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
