import { errorMessage } from '../api';

/** What a screen shows of one read: loading, the failure's message, or the data. */
export type ReadState<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; error: unknown }
  | { kind: 'ready'; data: T };

/**
 * One query's state for a screen. Data wins over an error: a live view keeps showing what it
 * had when a later read fails; only a first read shows the failure. `describe` words the
 * failure: the server's message by default, the reader's language on the portal (`errorText`).
 */
export function readState<T>(
  query: { data: T | undefined; error: unknown },
  describe: (error: unknown) => string = errorMessage,
): ReadState<NonNullable<T>> {
  if (query.data !== undefined && query.data !== null) return { kind: 'ready', data: query.data };
  if (query.error) return { kind: 'failed', message: describe(query.error), error: query.error };
  return { kind: 'loading' };
}
