import type { CallRoute } from '../core/call';

/**
 * Where the player's first calls go, zod-free: the exercise page sends its link check and its
 * first inbox read before the protocol's schemas have arrived, and checks the answers with
 * them once they have (web/src/player/calls.ts; docs/performance.md, "The player's first
 * seconds"). rest.ts declares these calls from these routes, so each path is written once.
 */
export const FIRST_CALL_ROUTES = {
  loginToken: { method: 'POST', path: '/api/loginToken', body: 'json' },
  getMail: { method: 'POST', path: '/api/getMail', body: 'json' },
  getMailFacilitated: { method: 'POST', path: '/api/getMailFacilitated', body: 'json' },
} as const satisfies Record<string, CallRoute>;
