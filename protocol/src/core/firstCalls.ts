import type { CallRoute } from './call';

/**
 * Where the first screens' calls go, zod-free: the exercise page sends its link check and its
 * first inbox read, the portal its catalogue read, before the protocol's schemas have arrived,
 * and checks the answers with them once they have (web/src/player/calls.ts,
 * web/src/portal/catalogue/earlyCatalogue.ts; docs/performance.md, "The player's first
 * seconds"). The rest.ts files declare these calls from these routes: each path is written once.
 */
export const FIRST_CALL_ROUTES = {
  loginToken: { method: 'POST', path: '/api/loginToken', body: 'json' },
  getMail: { method: 'POST', path: '/api/getMail', body: 'json' },
  getMailFacilitated: { method: 'POST', path: '/api/getMailFacilitated', body: 'json' },
  getPortalScenarios: { method: 'GET', path: '/api/getPortalScenarios', body: 'none' },
} as const satisfies Record<string, CallRoute>;
