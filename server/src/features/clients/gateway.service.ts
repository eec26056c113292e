import {
  ADMIN_MESSAGES as M,
  logoBlocked,
  logoShowable,
  type GatewayClient,
  type GatewayClientRequest,
  type Status,
} from '@dojo/protocol';
import { revisionStamp, staleWrite } from '../../revisions/revisions';
import { badRequest, conflict, notFound } from '../../errors';
import { DuplicateKeyError } from '../../store';
import { warmPurifier } from '../../sanitize/purifier';
import { sanitizeRichHtml } from '../../sanitize/richHtml';
import type { AccountsRepo } from '../auth/accounts.repo';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { ClientDoc, ClientsRepo } from './clients.repo';

/** The editor state is kept only when it is JSON; the HTML is what players see. */
function editorState(json: string | undefined): string | undefined {
  if (json === undefined) return undefined;
  try {
    JSON.parse(json);
    return json;
  } catch {
    return undefined;
  }
}

/** What is stored of a form's configuration: the NDA sanitised (docs/admin.md "Client Gateway"). */
function configurationOf(request: GatewayClientRequest): ClientDoc['configuration'] {
  const { branding_logo_url, nda_text, nda_json } = request.configuration;
  const json = editorState(nda_json);
  return {
    branding_logo_url,
    nda_text: sanitizeRichHtml(nda_text),
    ...(json === undefined ? {} : { nda_json: json }),
  };
}

function gatewayClient(doc: ClientDoc): GatewayClient {
  const { name, email, configuration } = doc;
  return { name, email, configuration, ...revisionStamp(doc) };
}

/** The Client Gateway: clients' logos and NDA texts (docs/admin.md "Client Gateway"). */
export function gatewayService(deps: {
  clients: ClientsRepo;
  accounts: Pick<AccountsRepo, 'listCustomers'>;
  exercises: Pick<ExercisesRepo, 'listAll'>;
  now: () => number;
  /** Where images may come from (http/security.ts `imageOrigins`): a logo elsewhere never shows. */
  imageOrigins: readonly string[];
  /** Runs once the client is removed: the erasure of what other features kept for it. */
  removed?: (name: string) => Promise<unknown>;
}) {
  const { clients, accounts, exercises, now } = deps;

  /** `self`: the origin the request came to, which the CSP's 'self' allows too. */
  function assertLogoShowable(request: GatewayClientRequest, self?: string) {
    const url = request.configuration.branding_logo_url;
    const allowed = self === undefined ? deps.imageOrigins : [self, ...deps.imageOrigins];
    if (!logoShowable(url, allowed)) throw badRequest(logoBlocked(url));
  }

  return {
    async list(): Promise<GatewayClient[]> {
      // The admin is about to edit an NDA: its save sanitises (docs/admin.md, Client Gateway).
      warmPurifier();
      return (await clients.listAll()).map(gatewayClient);
    },

    /** A brand without an account: no credits, no subscription, only its branding. */
    async create(request: GatewayClientRequest, self?: string): Promise<Status> {
      assertLogoShowable(request, self);
      const today = new Date(now()).toISOString();
      try {
        await clients.insert({
          _id: request.name,
          name: request.name,
          email: request.email,
          level: 0,
          credit: 0,
          creditSpent: 0,
          months: 0,
          subscribedOn: today,
          subscribedUntil: today,
          private: false,
          scenarios: [],
          configuration: configurationOf(request),
        });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw conflict(M.clientTaken, 'client_taken');
        throw error;
      }
      return { type: 'success', data: M.clientCreated };
    },

    /**
     * Only the configuration changes: the name identifies the client, the e-mail stays. With
     * `baseRevision`, an edit based on an older revision is refused with 409 and changes nothing.
     */
    async update(
      request: GatewayClientRequest & { baseRevision?: number },
      user: string,
      self?: string,
    ): Promise<Status & { revision: number }> {
      assertLogoShowable(request, self);
      const stamp = { updatedBy: user, updatedAt: new Date(now()).toISOString() };
      const { name, baseRevision } = request;
      const saved = await clients.setConfiguration(
        name,
        configurationOf(request),
        stamp,
        baseRevision,
      );
      if (saved) return { type: 'success', data: M.clientUpdated, revision: saved.revision ?? 0 };
      const current = await clients.findByName(name);
      if (!current) throw notFound(M.unknownClient, 'client_not_found');
      throw staleWrite('client', current);
    },

    /** A client its accounts or exercises still name stays: deleting it would strand them. */
    async remove(name: string): Promise<Status> {
      if (!(await clients.findByName(name))) throw notFound(M.unknownClient, 'client_not_found');
      const accountsOf = (await accounts.listCustomers()).some((doc) => doc.client === name);
      const exercisesOf = (await exercises.listAll()).some(
        (doc) => doc.client === name || doc.branding === name,
      );
      if (accountsOf || exercisesOf) throw conflict(M.clientInUse, 'client_in_use');
      await clients.remove(name);
      // What other features keep for the client (its integrations' secrets) goes with it.
      await deps.removed?.(name);
      return { type: 'success', data: M.clientDeleted };
    },
  };
}
export type GatewayService = ReturnType<typeof gatewayService>;
