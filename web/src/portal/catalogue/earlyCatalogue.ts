import { FIRST_CALL_ROUTES, type ResponseOf, type portalCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { laterCall } from '../../shared/protocolLater';

type CatalogueAnswer = ResponseOf<typeof portalCalls.getPortalScenarios>;

let early: Promise<CatalogueAnswer> | null = null;

/**
 * Starts reading the public catalogue as the app starts on a portal page (routes.tsx), so the
 * answer travels while the portal's code downloads. The catalogue's first read takes it
 * (`takeEarlyCatalogue`, ./catalogue.ts).
 */
export function startEarlyCatalogue(): void {
  if (early) return;
  // Sent at once on its route; its answer is checked once the protocol's chunk is there.
  const declaration = laterCall(
    (defs) => defs.portalCalls.getPortalScenarios,
    FIRST_CALL_ROUTES.getPortalScenarios,
  );
  early = callApi(declaration, {});
  early.catch(() => undefined); // read (and reported) by the query that takes it
}

/** The early read, once: a retry or a later read asks the server again. */
export function takeEarlyCatalogue(): Promise<CatalogueAnswer> | null {
  const answer = early;
  early = null;
  return answer;
}
