import type { ErrorRequestHandler, RequestHandler } from 'express';

/**
 * Whether a path is under `/api` as express's `app.use('/api', …)` matches it: `/api` itself or
 * `/api/…`, letters in any case. A middleware mounted on a path costs every request a pattern
 * match and a rewrite of its URL (and its undoing); these run on every request instead and
 * look at the path themselves (issue 36, the polling load).
 */
export function isApiPath(path: string): boolean {
  return (
    (path.length === 4 || path.charCodeAt(4) === 47) && path.slice(0, 4).toLowerCase() === '/api'
  );
}

/** The middleware for `/api` requests only; any other request passes by. */
export function underApi(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (isApiPath(req.path) ? handler(req, res, next) : next());
}

/** The error middleware for `/api` requests only. */
export function underApiOnError(handler: ErrorRequestHandler): ErrorRequestHandler {
  return (error, req, res, next) =>
    isApiPath(req.path) ? handler(error, req, res, next) : next(error);
}
