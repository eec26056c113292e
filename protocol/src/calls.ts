import type { CallDef } from './core/call';
import * as admin from './admin/rest';
import * as auth from './auth/rest';
import * as facilitator from './facilitator/rest';
import * as gateway from './gateway/rest';
import * as integrations from './integrations/rest';
import * as mail from './mail/rest';
import * as organisations from './organisations/rest';
import * as player from './player/rest';
import * as portal from './portal/rest';
import * as reports from './reports/rest';
import * as scenarios from './scenarios/rest';
import * as sso from './sso/rest';

/**
 * Every declared REST call, by feature. The server may bind only these. A path the specs
 * document in two places is declared once, in the feature that documents it first.
 */
export const callsByFeature = {
  auth,
  portal,
  reports,
  player,
  scenarios,
  organisations,
  admin,
  gateway,
  facilitator,
  mail,
  integrations,
  sso,
} as const;

export type Feature = keyof typeof callsByFeature;

export const allCalls: readonly CallDef[] = Object.values(callsByFeature).flatMap(
  (feature) => Object.values(feature) as CallDef[],
);
