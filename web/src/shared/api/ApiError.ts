import type { ErrorCode } from '@dojo/protocol';

/**
 * A call that did not succeed: the server's message (`data`) and registry code, or what went
 * wrong on the way. Code decides, never the message: `error.code === ERROR.stale_write`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** The HTTP status; 0 when no answer arrived (network error). */
    readonly status: number,
    /** The server's registry code; undefined when no answer of ours arrived (network, proxy). */
    readonly code?: ErrorCode,
    /** The whole refusal as answered, for codes that carry more (an edit clash's `clashes`). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** True when `error` is the server's refusal with this registry code. */
export function isApiError(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
