import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorCodeWithStatus,
  type Failed,
} from '@dojo/protocol';
import { DocumentRefusedError, StoreWriteError } from './store/port';

/**
 * The one error type. Services throw it; the REST layer answers
 * `{type:'failed', data:message, code}` with the code's status, the socket layer acks
 * `{ok:false, error:{code, message}}`. Anything else is logged and masked. Codes come from
 * protocol's registry (`ERROR_STATUS`), which also fixes each one's HTTP status.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields of the answer, beside {type, data} (a stale write's `stale`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, code: ErrorCodeWithStatus<400> = 'bad_request') =>
  new AppError(code, message);
export const unauthorized = (
  message = 'Please log in again.',
  code: ErrorCodeWithStatus<401> = 'unauthorized',
) => new AppError(code, message);
export const forbidden = (
  message = 'You do not have access to this.',
  code: ErrorCodeWithStatus<403> = 'forbidden',
) => new AppError(code, message);
export const notFound = (message: string, code: ErrorCodeWithStatus<404> = 'not_found') =>
  new AppError(code, message);
export const conflict = (message: string, code: ErrorCodeWithStatus<409> = 'conflict') =>
  new AppError(code, message);

export const MASKED_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A write the store could not save (StoreWriteError, possibly as the cause of another). */
export const STORE_UNAVAILABLE_MESSAGE =
  'The server cannot save changes right now, so nothing was changed. Please try again later.';

export function isStoreWriteError(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1)
    if (e instanceof StoreWriteError) return true;
  return false;
}

/**
 * A document over the store's 16 MB (a huge MSEL import, say): refused by both engines alike,
 * not an outage. Answered with the 413 of an upload over its limit, the only way such a
 * record arrives (a JSON body is capped far below it).
 */
export const TOO_LARGE_TO_SAVE_MESSAGE =
  'This is too large to save: one record holds at most 16 MB. Nothing was changed; please split it or make it smaller.';

/** The answer to a write the store refused for its size (an AppError), or null. */
export function storeRefusal(error: unknown): AppError | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof DocumentRefusedError && e.reason === 'too_large')
      return new AppError('upload_too_large', TOO_LARGE_TO_SAVE_MESSAGE);
  }
  return null;
}

/** The body of every failed REST answer: the message and its registry code. */
export function failure(
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
): Failed & Record<string, unknown> {
  return { ...details, type: 'failed', data: message, code };
}
