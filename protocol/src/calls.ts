import type { CallDef } from './core/call';
import * as auth from './auth/rest';
import * as portal from './portal/rest';

/** Every declared REST call, by feature. The server may bind only these. */
export const callsByFeature = {
  auth,
  portal,
} as const;

export const allCalls: readonly CallDef[] = Object.values(callsByFeature).flatMap(
  (feature) => Object.values(feature) as CallDef[],
);
