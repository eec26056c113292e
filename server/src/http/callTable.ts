import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

/**
 * The protocol's calls bound on one router, found by method and path in one lookup: a router
 * holds one express layer for all of them, not one layer per call. Express tries each layer's
 * pattern in turn on every request, with a closure or two per layer; a player's poll walked
 * through a dozen of them before its own (issue 36, docs/performance.md).
 *
 * Matching is express's for a plain path: the method (HEAD answered as GET), the path without
 * its query, letters in any case, one trailing slash allowed. A call with a path parameter
 * (`/api/deleteClient/:name`) is an express route of its own, as before.
 */
interface Call {
  handle: (req: Request, res: Response) => Promise<void>;
  /** What express puts in `req.route` for a route: the metrics label it by its path. */
  route: { readonly path: string };
}

export type CallDispatch = RequestHandler & { readonly calls: ReadonlyMap<string, Call> };

const tables = new WeakMap<Router, Map<string, Call>>();
/** Every call bound on a router, "METHOD path": a call is bound once. */
const bound = new WeakMap<Router, Set<string>>();

/** The path as express matches it: any case, one trailing slash dropped. */
function plainPath(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.toLowerCase();
}

/** A call's key in its table: "METHOD path", HEAD as GET. */
export const keyOf = (method: string, path: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${plainPath(path)}`;

/**
 * Runs a call's handler in the event loop's check phase (setImmediate), not at once as its
 * request is read. Under load the loop then reads every request that has come in before it
 * handles any, and handles them back to back: the same code and data in a row, where
 * handling each request as it is read interleaved the HTTP parser with the handlers. A poll
 * cost the server about a fifth less CPU so (issue 36, docs/performance.md: in one process,
 * 545-588 against 405-441 µs a poll with the client beside it; the polling bench's 10,000
 * players answered 1,581-1,634 req/s without it). An idle server loses a turn of the loop.
 */
function inCheckPhase(handle: () => Promise<void>): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve)).then(handle);
}

function dispatch(calls: Map<string, Call>): CallDispatch {
  const handler = (req: Request, res: Response, next: NextFunction) => {
    const call = calls.get(keyOf(req.method, req.path));
    if (!call) {
      next();
      return;
    }
    (req as { route?: unknown }).route = call.route;
    return inCheckPhase(() => call.handle(req, res));
  };
  return Object.assign(handler, { calls }) as CallDispatch;
}

interface RouterLayer {
  handle: unknown;
  route?: { path: string };
}

/**
 * A route of the router for a call's path (an upload's file reader) must come before the
 * table's layer, or the call would answer before it ran: refused at binding, not found in use.
 */
function mustComeFirst(router: Router, calls: Map<string, Call>, path: string): void {
  const stack = (router as unknown as { stack: RouterLayer[] }).stack;
  const table = stack.findIndex((layer) => (layer.handle as Partial<CallDispatch>).calls === calls);
  const late = stack.slice(table + 1).find((layer) => layer.route?.path === path);
  if (late)
    throw new Error(`${path}: its middleware must be registered before the router's first call`);
}

/** Adds a call to the router's table; the table's layer goes where the router's first call was bound. */
export function addCall(
  router: Router,
  method: string,
  path: string,
  handle: (req: Request, res: Response) => Promise<void>,
): void {
  const verb = method.toUpperCase();
  const seen = bound.get(router) ?? new Set<string>();
  if (seen.has(keyOf(verb, path))) throw new Error(`${verb} ${path} is bound twice`);
  bound.set(router, seen.add(keyOf(verb, path)));
  if (/[:*?()[\]{}]/.test(path)) {
    router[verb.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path, handle);
    return;
  }
  let calls = tables.get(router);
  if (!calls) {
    calls = new Map();
    tables.set(router, calls);
    router.use(dispatch(calls));
  }
  mustComeFirst(router, calls, path);
  calls.set(keyOf(verb, path), { handle, route: Object.freeze({ path }) });
}
