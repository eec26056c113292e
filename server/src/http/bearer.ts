import type { Request } from 'express';
import type { CallDef } from '@dojo/protocol';

/** The token of an `Authorization: Bearer …` header, or undefined when there is none. */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token === '' ? undefined : token;
}

/**
 * A body-token call's input, with the bearer header's token as `token` when the body carries
 * none: the token may travel in either place (docs/editor-api.md, "Who may call"), and the
 * request schemas declare it as a body field. A token in the body is left as sent.
 */
export function withBearerToken(def: CallDef, req: Request, raw: unknown): unknown {
  if (def.auth !== 'body') return raw;
  const token = bearerToken(req);
  if (token === undefined) return raw;
  const input = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  const given = (input as { token?: unknown }).token;
  if (typeof given === 'string' && given !== '') return raw;
  return { ...input, token };
}
