import type { AppContext, Feature } from '../context';
import { relyingParty } from './oidc';
import { ssoRoutes } from './sso.routes';
import { ssoRepo } from './sso.repo';
import { ssoService } from './sso.service';
import { ssoSettingsService } from './ssoSettings.service';

/**
 * Single sign-on with OpenID Connect (docs/auth.md, "Single sign-on"): each client's own
 * identity provider, and one for the platform's staff from the operator's configuration.
 * Before the auth feature in routing order: a client that turned password sign-in off has
 * its accounts' password logins refused here.
 */
export function ssoFeature(ctx: AppContext): Feature {
  const { config, repos, tokens, clock, logger } = ctx;
  const outbound = {
    allowPrivate: config.OUTBOUND_ALLOW_PRIVATE === true,
    timeoutMs: config.OUTBOUND_TIMEOUT_MS,
  };
  const repo = ssoRepo(ctx.store);
  const party = relyingParty({ outbound, clock });
  const sso = ssoService({
    repo,
    accounts: repos.accounts,
    clients: repos.clients,
    tokens,
    relyingParty: party,
    clock,
    config,
    logger,
  });
  const settings = ssoSettingsService({ repo, clients: repos.clients, relyingParty: party, clock });
  const indexed = repo.ensureIndexes();
  ctx.startup.track('single sign-on', indexed);
  indexed.catch((error: unknown) => logger.error({ err: error }, 'sign-on indexes not made'));
  ctx.events.on('clientRemoved', async ({ client }) => ({
    signOnSettings: await repo.removeSettings(client).then(() => 1),
  }));
  return {
    routers: [
      ssoRoutes({
        sso,
        settings,
        guards: ctx.guards,
        audit: ctx.shared.audit,
        logger,
        publicUrl: config.PUBLIC_URL,
      }),
    ],
  };
}
