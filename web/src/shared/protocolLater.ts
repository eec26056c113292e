import type { CallDef, CallRoute } from '@dojo/protocol';
import type { LaterCall } from './api';
import type * as Account from './accountDefs';
import type * as Defs from './protocolDefs';

type ProtocolDefs = typeof Defs;
type AccountDefs = typeof Account;

/** Until when the chunks are not asked for (`holdProtocolUntil`); null: not held. */
let held: Promise<void> | null = null;

/**
 * index.html's meta tags naming each chunk's files (web/vite.preload.ts): the protocol's
 * (./protocolDefs.ts, zod with it) and the account's (./accountDefs.ts, what it adds).
 */
const FILES_META = { protocol: 'dojo-protocol-files', account: 'dojo-account-files' } as const;
type Part = keyof typeof FILES_META;

/**
 * One chunk's module, loaded once; a failed download is tried again by the next caller.
 * While held (`holdProtocolUntil`), the download waits.
 */
function loader<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= (held ? held.then(load) : load()).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** The protocol's declarations and the answer check (./protocolDefs.ts). */
export const loadProtocolDefs: () => Promise<ProtocolDefs> = loader(() => import('./protocolDefs'));

/** The customer's account calls (./accountDefs.ts): no player's page loads them. */
export const loadAccountDefs: () => Promise<AccountDefs> = loader(() => import('./accountDefs'));

/**
 * Starts the chunks' download without running them: index.html names their files but does not
 * fetch them (web/vite.preload.ts). The first screen's start calls it at once on every page
 * but the catalogue's (../firstScreen.ts), without the account's chunk on an exercise link; a
 * build without the tags (the dev server) fetches a chunk when it is first loaded.
 */
export function downloadProtocol({ account }: { account: boolean }): void {
  const parts: Part[] = account ? ['protocol', 'account'] : ['protocol'];
  for (const part of parts) {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${FILES_META[part]}"]`);
    for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
      if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}

/**
 * Holds both chunks' download (and any call waiting for them) until `until` settles: the
 * catalogue's first screen lets its own code use the phone's whole link first
 * (../firstScreen.ts). Then downloads them, run or not yet.
 */
export function holdProtocolUntil(until: Promise<unknown>): void {
  const release = until.then(
    () => undefined,
    () => undefined,
  );
  held = release;
  void release.then(() => {
    if (held === release) held = null;
    downloadProtocol({ account: true });
  });
}

/**
 * A call's declaration picked from a chunk, for `callApi`. With its `route` (a first screen's
 * call, `FIRST_CALL_ROUTES`), the request goes out at once and the chunk is run only once
 * `callApi` asks, when the answer is here (./api/callApi.ts); without, a moment later, so that
 * the call's request is not queued behind its download.
 */
function later<D, C extends CallDef>(
  load: () => Promise<D>,
  pick: (defs: D) => C,
  route?: CallRoute,
): LaterCall<C> {
  if (!route) return Promise.resolve().then(load).then(pick);
  let ask = () => {};
  const asked = new Promise<void>((resolve) => (ask = resolve));
  return Object.assign(asked.then(load).then(pick), { route, ask });
}

/** A player's or the socket's call, from the protocol's chunk (`later`). */
export function laterCall<C extends CallDef>(
  pick: (defs: ProtocolDefs) => C,
  route?: CallRoute,
): LaterCall<C> {
  return later(loadProtocolDefs, pick, route);
}

/** A customer's account call, from the account's chunk (`later`). */
export function laterAccountCall<C extends CallDef>(
  pick: (defs: AccountDefs) => C,
  route?: CallRoute,
): LaterCall<C> {
  return later(loadAccountDefs, pick, route);
}
