import type { CallDef, CallRoute } from '@dojo/protocol';
import type { LaterCall } from './api';
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

/**
 * A call's declaration picked from that chunk, for `callApi`. With its `route` (a first
 * screen's call, `FIRST_CALL_ROUTES`), the request goes out at once; the chunk is asked for a
 * moment later, so that request is not queued behind it (./api/callApi.ts).
 */
export function laterCall<C extends CallDef>(
  pick: (defs: ProtocolDefs) => C,
  route?: CallRoute,
): LaterCall<C> {
  const later = Promise.resolve().then(loadProtocolDefs).then(pick);
  return route ? Object.assign(later, { route }) : later;
}
