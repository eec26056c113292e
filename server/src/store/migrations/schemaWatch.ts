import { StoreWriteError, type Store } from '../port';
import type { Migration } from './migration';
import { DataTooNewError, schemaVersionOf } from './runner';

/** Where the health names the reason this process no longer writes. */
export const NEWER_SCHEMA = '(newer schema)';
const EVERY_MS = 30_000;

/**
 * Watches the recorded schema version while the process runs (docs/operations.md,
 * "Upgrading"): once a newer release, started beside this one, records a version above what
 * this code knows, this process stops writing (every write answers 503, `/api/ready` fails, so
 * the load balancer drains it), because the shapes it writes are the old ones. Reads go on.
 * Answers the stop, for the shutdown.
 */
export function watchSchema(
  store: Store,
  migrations: readonly Migration[],
  options: { everyMs?: number; onNewer?: (error: StoreWriteError) => void } = {},
): () => void {
  const codeVersion = migrations.at(-1)?.id ?? 0;
  const timer = setInterval(() => {
    schemaVersionOf(store).then(
      (version) => {
        if (version <= codeVersion) return;
        clearInterval(timer);
        const error = new StoreWriteError(new DataTooNewError(version, codeVersion));
        store.refuseWrites(NEWER_SCHEMA, error);
        options.onNewer?.(error);
      },
      // A read that fails (MongoDB away, the store closing) is asked again next time.
      () => undefined,
    );
  }, options.everyMs ?? EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
