import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { keyOf, type CallDispatch } from './callTable';

/** What of express's router layers the gate reads (router 2.x: its `stack`, each layer's `match`). */
interface RouterLayer {
  handle: ((...args: never[]) => unknown) & Partial<Pick<CallDispatch, 'calls'>>;
  /** Whether the layer's path takes `path` (a `use` layer at `/` takes every path). */
  match(path: string): unknown;
}

const stackOf = (router: Router) => (router as unknown as { stack: RouterLayer[] }).stack;

/**
 * Whether a layer of the router may take this request: its call table holds the call, or a
 * route or middleware of its own is mounted on the request's path. A middleware mounted at
 * `/` (other than the call table) takes everything, so a router with one is always entered.
 */
export function mayTake(router: Router, req: Request): boolean {
  const path = req.path;
  return stackOf(router).some((layer) => {
    // An error-handling layer takes only its own router's errors: express passes a pending
    // error by every router (their functions take three arguments).
    if (layer.handle.length === 4) return false;
    const calls = layer.handle.calls;
    if (calls) return calls.has(keyOf(req.method, path));
    return Boolean(layer.match(path));
  });
}

/**
 * A feature's router, entered only by a request one of its layers may take (`mayTake`).
 * Express leaves a router that did not answer by `setImmediate`: every router a request
 * walked through cost it a turn of the event loop. Under load a turn is long (the server
 * reads every request that has come in before it handles any: callTable.ts), so a call of
 * the seventh feature (the catalogue) waited seven turns where a player's poll waited one
 * (issue 36, docs/performance.md: 632 ms against 55 ms at the median, 10,000 players
 * polling). The order of features and of each router's layers is kept: a router that
 * guards another's call on its path (single sign-on before the password sign-in) is still
 * entered first. An error on its way passes the gate by, as it passed the router itself.
 */
export function enteredWhenTaken(router: Router): RequestHandler {
  const gate = (req: Request, res: Response, next: NextFunction) => {
    if (mayTake(router, req)) return router(req, res, next);
    next();
  };
  return Object.assign(gate, { router });
}
