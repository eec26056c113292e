import type { CallDef, CallRoute } from '@dojo/protocol';
import type { LaterCall } from './api';
import type * as Defs from './protocolDefs';

type ProtocolDefs = typeof Defs;

let loading: Promise<ProtocolDefs> | null = null;
/** Until when the chunk is not asked for (`holdProtocolUntil`); null: not held. */
let held: Promise<void> | null = null;

/** index.html's meta tag naming the chunk's files (web/vite.preload.ts, PROTOCOL_FILES_META). */
const PROTOCOL_FILES_META = 'dojo-protocol-files';

/**
 * The protocol's declarations and the answer check, downloaded once (./protocolDefs.ts).
 * A failed download is tried again by the next caller. While held (`holdProtocolUntil`), the
 * download waits.
 */
export function loadProtocolDefs(): Promise<ProtocolDefs> {
  const load = () => import('./protocolDefs');
  loading ??= (held ? held.then(load) : load()).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Starts the chunk's download without running it: index.html names its files but does not
 * fetch them (web/vite.preload.ts). The first screen's start calls it at once on every page
 * but the catalogue's (../firstScreen.ts); a build without the tag (the dev server) fetches
 * the chunk when it is first loaded.
 */
export function downloadProtocol(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PROTOCOL_FILES_META}"]`);
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Holds the chunk's download (and any call waiting for it) until `until` settles: the
 * catalogue's first screen lets its own code use the phone's whole link first
 * (../firstScreen.ts). Then downloads it, run or not yet.
 */
export function holdProtocolUntil(until: Promise<unknown>): void {
  const release = until.then(
    () => undefined,
    () => undefined,
  );
  held = release;
  void release.then(() => {
    if (held === release) held = null;
    downloadProtocol();
  });
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
