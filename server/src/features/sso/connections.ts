import type { CustomerRole, RoleClaim, StaffRole } from '@dojo/protocol';
import type { SignOnSettingsDoc, SsoRepo } from './sso.repo';

/** The platform's own staff provider, from the operator's configuration (README). */
export interface StaffSignOnConfig {
  SSO_STAFF_ISSUER?: string | undefined;
  SSO_STAFF_CLIENT_ID?: string | undefined;
  SSO_STAFF_CLIENT_SECRET?: string | undefined;
  SSO_STAFF_DOMAINS?: string[] | undefined;
  SSO_STAFF_ADMIN_CLAIM?: RoleClaim | undefined;
  SSO_STAFF_EDITOR_CLAIM?: RoleClaim | undefined;
}

export type Grant =
  { kind: 'customer'; role: CustomerRole; client: string } | { kind: 'staff'; role: StaffRole };

/** One identity provider and what its claims give, for a client or the platform's staff. */
export interface Connection {
  /** `client:<name>` or `staff`. */
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: readonly string[];
  /** The first whose claim holds its value wins (owner before trainer, admin before editor). */
  grants: ReadonlyArray<{ claim: RoleClaim; grant: Grant }>;
}

export const STAFF_CONNECTION = 'staff';

export function clientConnection(settings: SignOnSettingsDoc): Connection {
  const client = settings._id;
  return {
    id: `client:${client}`,
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    domains: settings.domains,
    grants: [
      { claim: settings.owner, grant: { kind: 'customer', role: '1', client } },
      { claim: settings.trainer, grant: { kind: 'customer', role: '01', client } },
    ],
  };
}

export function staffConnection(config: StaffSignOnConfig): Connection | null {
  const { SSO_STAFF_ISSUER: issuer, SSO_STAFF_CLIENT_ID: clientId } = config;
  if (!issuer || !clientId) return null;
  const grants: Connection['grants'][number][] = [];
  if (config.SSO_STAFF_ADMIN_CLAIM)
    grants.push({ claim: config.SSO_STAFF_ADMIN_CLAIM, grant: { kind: 'staff', role: 'admin' } });
  if (config.SSO_STAFF_EDITOR_CLAIM)
    grants.push({ claim: config.SSO_STAFF_EDITOR_CLAIM, grant: { kind: 'staff', role: 'editor' } });
  return {
    id: STAFF_CONNECTION,
    issuer,
    clientId,
    clientSecret: config.SSO_STAFF_CLIENT_SECRET ?? '',
    domains: config.SSO_STAFF_DOMAINS ?? [],
    grants,
  };
}

/** The connection a flow names, as it is now (settings changed since are taken). */
export async function connectionById(
  id: string,
  repo: SsoRepo,
  config: StaffSignOnConfig,
): Promise<Connection | null> {
  if (id === STAFF_CONNECTION) return staffConnection(config);
  if (!id.startsWith('client:')) return null;
  const settings = await repo.settingsOf(id.slice('client:'.length));
  return settings ? clientConnection(settings) : null;
}

/** Whether a claim holds the value: equal to a string claim, or an item of a list claim. */
function holds(claims: Record<string, unknown>, { claim, value }: RoleClaim): boolean {
  const held = claims[claim];
  if (typeof held === 'string') return held === value;
  if (Array.isArray(held)) return held.some((item) => item === value);
  return false;
}

/** What the claims give on this connection, or null for nothing. */
export function grantOf(connection: Connection, claims: Record<string, unknown>): Grant | null {
  return connection.grants.find(({ claim }) => holds(claims, claim))?.grant ?? null;
}

/** The domain after the last @, lowercased; empty when there is none. */
export function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** An empty domain list on the staff provider allows any domain the provider vouches for. */
export function domainAllowed(connection: Connection, email: string): boolean {
  if (connection.id === STAFF_CONNECTION && connection.domains.length === 0) return true;
  return connection.domains.includes(domainOf(email));
}
