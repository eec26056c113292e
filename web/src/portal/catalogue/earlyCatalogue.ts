import { FIRST_CALL_ROUTES, type ResponseOf, type portalCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { laterAccountCall } from '../../shared/protocolLater';

type CatalogueAnswer = ResponseOf<typeof portalCalls.getPortalScenarios>;

let early: Promise<CatalogueAnswer> | null = null;

/**
 * The catalogue read's declaration, from the protocol's chunk: the portal's first screen
 * loads no zod, so its intro shows while the chunk that checks the answer downloads
 * (docs/ARCHITECTURE.md, "What the browser downloads"). The route lets the request go out
 * before that chunk has arrived.
 */
export function catalogueRead() {
  return laterAccountCall(
    (defs) => defs.portalCalls.getPortalScenarios,
    FIRST_CALL_ROUTES.getPortalScenarios,
  );
}

/**
 * Starts reading the public catalogue as the app starts on a portal page (routes.tsx), so the
 * answer travels while the portal's code downloads. The catalogue's first read takes it
 * (`takeEarlyCatalogue`, ./catalogue.ts).
 */
export function startEarlyCatalogue(): void {
  if (early) return;
  // Sent at once on its route; its answer is checked once the protocol's chunk is there.
  early = callApi(catalogueRead(), {});
  early.catch(() => undefined); // read (and reported) by the query that takes it
}

/** The early read, once: a retry or a later read asks the server again. */
export function takeEarlyCatalogue(): Promise<CatalogueAnswer> | null {
  const answer = early;
  early = null;
  return answer;
}
