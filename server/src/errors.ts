/**
 * The one error type. Services throw it; the REST layer answers
 * `{type:'failed', data:message}` with `status`, the socket layer acks
 * `{ok:false, error:{code, message}}`. Anything else is logged and masked.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** Extra fields of the answer, beside {type, data} (a stale write's `stale`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'bad_request') =>
  new AppError(code, message, 400);
export const unauthorized = (message = 'Please log in again.', code = 'unauthorized') =>
  new AppError(code, message, 401);
export const forbidden = (message = 'You do not have access to this.', code = 'forbidden') =>
  new AppError(code, message, 403);
export const notFound = (message: string, code = 'not_found') => new AppError(code, message, 404);
export const conflict = (message: string, code = 'conflict') => new AppError(code, message, 409);
export const tooManyRequests = (message: string) => new AppError('rate_limited', message, 429);

export const MASKED_MESSAGE = 'Something went wrong on our side. Please try again.';
