import {
  ADMIN_MESSAGES,
  SSO_MESSAGES,
  type SsoSettings,
  type SsoSettingsView,
} from '@dojo/protocol';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Principal } from '../../core/principal';
import type { Clock } from '../../core/clock';
import { revisionStamp, staleWrite } from '../../revisions/revisions';
import type { ClientsRepo } from '../clients/clients.repo';
import type { RelyingParty } from './oidc';
import type { SsoRepo } from './sso.repo';

/** What a save changes: the settings, a new secret when one is typed, and its base revision. */
export interface SettingsSave {
  settings: SsoSettings;
  clientSecret?: string | undefined;
  baseRevision: number;
}

/**
 * A client's single sign-on settings (docs/auth.md, "Single sign-on"): read, checked and saved
 * by the client's owner or an admin. A save based on an older revision is refused (409) and
 * changes nothing; a new or changed issuer must answer its discovery first.
 */
export function ssoSettingsService(deps: {
  repo: SsoRepo;
  clients: Pick<ClientsRepo, 'findByName'>;
  relyingParty: Pick<RelyingParty, 'discover'>;
  clock: Clock;
}) {
  const { repo, clients, relyingParty, clock } = deps;

  /** The client a call works on: the owner's own (another's name is 404), the admin's choice. */
  async function clientOf(principal: Principal, named: string | undefined): Promise<string> {
    if (principal.kind === 'customer' && principal.role === '1') {
      if (named !== undefined && named !== principal.client)
        throw notFound(ADMIN_MESSAGES.unknownClient, 'client_not_found');
      return principal.client;
    }
    if (principal.kind !== 'staff' || principal.role !== 'admin') throw forbidden();
    if (!named) throw badRequest(ADMIN_MESSAGES.selectClient, 'select_client');
    if (!(await clients.findByName(named)))
      throw notFound(ADMIN_MESSAGES.unknownClient, 'client_not_found');
    return named;
  }

  /** The issuer's discovery: null when it works, else why not in people's words. */
  async function issuerProblem(issuer: string): Promise<string | null> {
    try {
      await relyingParty.discover(issuer);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : 'no answer.';
    }
  }

  return {
    clientOf,

    async settings(client: string, redirectUri: string): Promise<SsoSettingsView | null> {
      const doc = await repo.settingsOf(client);
      if (!doc) return null;
      const { issuer, clientId, domains, owner, trainer, passwordSignIn, clientSecret } = doc;
      return {
        issuer,
        clientId,
        domains,
        owner,
        trainer,
        passwordSignIn,
        secretSet: clientSecret.length > 0,
        secretEnd: clientSecret.slice(-4),
        redirectUri,
        ...revisionStamp(doc),
      };
    },

    async testIssuer(issuer: string) {
      const problem = await issuerProblem(issuer);
      return problem === null
        ? { type: 'success' as const, works: true, data: SSO_MESSAGES.issuerWorks(issuer) }
        : {
            type: 'success' as const,
            works: false,
            data: SSO_MESSAGES.issuerFails(issuer, problem),
          };
    },

    async save(client: string, save: SettingsSave, by: string) {
      const { settings, baseRevision } = save;
      const stored = await repo.settingsOf(client);
      if (stored && (stored.revision ?? 0) !== baseRevision)
        throw staleWrite('single sign-on', stored);
      const clientSecret = save.clientSecret ?? stored?.clientSecret ?? '';
      if (!clientSecret) throw badRequest(SSO_MESSAGES.secretNeeded);
      for (const domain of settings.domains) {
        const other = await repo.settingsForDomain(domain);
        if (other && other._id !== client) throw conflict(SSO_MESSAGES.domainTaken(domain));
      }
      if (stored?.issuer !== settings.issuer) {
        const problem = await issuerProblem(settings.issuer);
        if (problem !== null) throw badRequest(SSO_MESSAGES.issuerNotChecked(problem));
      }
      const updatedAt = new Date(clock.now()).toISOString();
      const saved = await repo.saveSettings(
        { ...settings, _id: client, clientSecret, updatedAt, updatedBy: by },
        baseRevision,
      );
      if (!saved) throw staleWrite('single sign-on', (await repo.settingsOf(client)) ?? {});
      return {
        type: 'success' as const,
        data: SSO_MESSAGES.saved(client),
        revision: saved.revision ?? 0,
      };
    },
  };
}
export type SsoSettingsService = ReturnType<typeof ssoSettingsService>;
