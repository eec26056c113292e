import type { AppContext, Feature } from '../../app/context';
import { authRoutes } from './auth.routes';
import { accountScope, authService } from './auth.service';

/** Logins, sessions and accounts; an account's sockets join its own room (and its client's). */
export function authFeature(ctx: AppContext): Feature {
  const { repos, tokens, publisher, guards, config, cluster } = ctx;
  const auth = authService({ accounts: repos.accounts, clients: repos.clients, tokens, publisher });
  return {
    routers: [authRoutes({ auth, guards, loginLimits: config, limiters: cluster.limiters })],
    socketScopes: (principal) => {
      if (principal.kind === 'staff') return [accountScope(principal.user)];
      if (principal.kind === 'customer')
        return [accountScope(principal.user), `client:${principal.client}`];
      return [];
    },
  };
}
