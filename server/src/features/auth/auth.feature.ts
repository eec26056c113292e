import type { AppContext, Feature } from '../context';
import { authRoutes } from './auth.routes';
import { factorPolicy } from './factorPolicy';
import { factorRulesRoutes } from './factorRules.routes';
import { secondFactorRoutes } from './secondFactor.routes';
import { secondFactorService } from './secondFactor.service';
import { sessionsService } from './sessions.service';
import { accountScope, authService, sessionRoom } from './auth.service';
import { ceremoniesRepo } from './passkeys/ceremonies.repo';
import { passkeysRoutes } from './passkeys/passkeys.routes';
import { passkeysService } from './passkeys/passkeys.service';

/**
 * Logins, sessions and accounts; an account's sockets join its own room (and its client's).
 * Every write that ends sessions closes their sockets at once, on every process (through
 * the cluster's adapter): one token's room, or the whole account's (docs/security.md).
 */
export function authFeature(ctx: AppContext): Feature {
  const { repos, tokens, publisher, guards, config, cluster, clock } = ctx;
  let stopListening: () => void = () => undefined;
  const box = ctx.shared.secondFactorSecrets;
  const { required } = factorPolicy(repos.factorRules);
  const secondFactor = secondFactorService({
    accounts: repos.accounts,
    clock,
    box,
    tokens,
    required,
  });
  const auth = authService({
    accounts: repos.accounts,
    clients: repos.clients,
    tokens,
    publisher,
    secondFactor,
  });
  const sessions = sessionsService({ accounts: repos.accounts, sessions: repos.sessions, clock });
  const audit = ctx.shared.audit;
  const routes = { auth, sessions, audit, secondFactor, guards, tokens };
  // Erasure (docs/security.md): a forgotten person's entries go, and a removed client's.
  ctx.events.on('personForgotten', async ({ email }) => ({
    auditEntries: await audit.forgetPerson(email),
    // A passkey's name and key are the person's too (docs/auth.md, "Passkeys").
    passkeyAccounts: await repos.accounts.forgetPasskeys(email),
  }));
  ctx.events.on('clientRemoved', async ({ client }) => ({
    auditEntries: await audit.forgetClient(client),
    factorRules: await repos.factorRules.forgetClient(client),
  }));
  // Every write that ends sessions drops their records too (one listener per store's repos).
  const stopForgetting = repos.accounts.onSessionsEnded((ended) => {
    void sessions.forget(ended).catch((error: unknown) => {
      ctx.logger.warn({ err: error }, 'the records of ended sessions were not removed');
    });
  });
  return {
    routers: [
      authRoutes({
        auth,
        sessions,
        audit,
        guards,
        loginLimits: config,
        limiters: cluster.limiters,
      }),
      secondFactorRoutes({ ...routes, loginLimits: config, limiters: cluster.limiters }),
      passkeysRoutes({
        ...routes,
        passkeys: passkeysService({
          accounts: repos.accounts,
          ceremonies: ceremoniesRepo(ctx.store),
          clock,
          tokens,
        }),
        publicUrl: config.PUBLIC_URL,
        loginLimits: config,
        limiters: cluster.limiters,
      }),
      factorRulesRoutes({ rules: repos.factorRules, audit, guards, clock }),
    ],
    socketScopes: (principal) => {
      if (principal.kind === 'staff') return [accountScope(principal.user)];
      if (principal.kind === 'customer')
        return [accountScope(principal.user), `client:${principal.client}`];
      return [];
    },
    attach: (io) => {
      stopListening = repos.accounts.onSessionsEnded(({ username, jti }) => {
        const room = jti === undefined ? accountScope(username) : sessionRoom(jti);
        io.in(room).disconnectSockets(true);
      });
    },
    close: () => {
      stopListening();
      stopForgetting();
    },
  };
}
