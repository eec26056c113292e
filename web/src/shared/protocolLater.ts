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

/**
 * A call's declaration picked from that chunk, for `callApi`. With its `route` (a first
 * screen's call, `FIRST_CALL_ROUTES`), the request goes out at once and the chunk is run only
 * once `callApi` asks, when the answer is here (./api/callApi.ts); without, a moment later,
 * so that the call's request is not queued behind its download.
 */
export function laterCall<C extends CallDef>(
  pick: (defs: ProtocolDefs) => C,
  route?: CallRoute,
): LaterCall<C> {
  if (!route) return Promise.resolve().then(loadProtocolDefs).then(pick);
  let ask = () => {};
  const asked = new Promise<void>((resolve) => (ask = resolve));
  return Object.assign(asked.then(loadProtocolDefs).then(pick), { route, ask });
}
