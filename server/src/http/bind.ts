import type { Request, Response, Router } from 'express';
import type { CallDef, ParsedRequestOf, ResponseOf } from '@dojo/protocol';
import { withBearerToken } from './bearer';
import { parseInput } from './validation';
import { answerText } from './answers';
import { addCall } from './callTable';

/** Works out who is calling (or refuses with an AppError) before the handler runs. */
export type Guard<P> = (req: Request, input: Record<string, unknown>) => Promise<P>;

export interface HandlerContext<P> {
  principal: P;
  req: Request;
}

export type Handler<C extends CallDef, P> = (
  input: ParsedRequestOf<C>,
  ctx: HandlerContext<P>,
) => Promise<ResponseOf<C>>;

function rawInput(def: CallDef, req: Request): unknown {
  if (def.body === 'none') return { ...(req.query as object), ...req.params };
  return req.body;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * A call's answer (JSON text), written in one piece: not through `res.json`, which hashed every
 * answer for an ETag (API answers are no-store, so no one revalidates them) and copied it into
 * a buffer first, and so wrote its headers and body apart (issue 36, the polling load).
 */
function sendJson(res: Response, body: string): void {
  res.type('json');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * Binds a protocol declaration to a handler: the guard runs first (so an unauthorised
 * caller learns nothing about the payload rules), then the body is parsed with the
 * declaration's schema, then the handler's answer is written with the response schema
 * (answers.ts: the declared fields only; checked in full outside production). The router
 * finds its calls in one table (callTable.ts).
 */
export function bind<C extends CallDef, P>(
  router: Router,
  def: C,
  guard: Guard<P>,
  handler: Handler<C, P>,
): void {
  addCall(router, def.method, def.path, async (req, res) => {
    const raw = withBearerToken(def, req, rawInput(def, req));
    const principal = await guard(req, asRecord(raw));
    const input = parseInput(def.request, raw) as ParsedRequestOf<C>;
    const answer = await handler(input, { principal, req });
    sendJson(res, answerText(def, answer));
  });
}
