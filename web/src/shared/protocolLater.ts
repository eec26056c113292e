import type * as Defs from './protocolDefs';

type ProtocolDefs = typeof Defs;

let loading: Promise<ProtocolDefs> | null = null;

/**
 * The protocol's declarations and the answer check, downloaded once (./protocolDefs.ts).
 * A failed download is tried again by the next caller.
 */
export function loadProtocolDefs(): Promise<ProtocolDefs> {
  loading ??= import('./protocolDefs').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts that download now, so it is there when the page's first call needs it. */
export function preloadProtocolDefs(): void {
  loadProtocolDefs().catch(() => undefined);
}
