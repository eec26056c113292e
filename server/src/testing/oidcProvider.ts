import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';

/** A person at the provider: `sub` is the login typed on its sign-in page. */
export interface ProviderAccount {
  sub: string;
  email: string;
  name?: string;
  /** The `groups` claim (answered from the user info endpoint, as Okta and Keycloak can). */
  groups?: string[];
  /** Any other claims. */
  claims?: Record<string, unknown>;
}

export interface ProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** Changes the ID token the provider answers, re-signed with its own key (a misbehaving issuer). */
export type IdTokenChange = (claims: Record<string, unknown>) => Record<string, unknown>;

export interface TestProvider {
  issuer: string;
  /** The provider's people: add, change or delete between sign-ins. */
  accounts: Map<string, ProviderAccount>;
  /** From now on every ID token is changed this way (undefined: as the provider made it). */
  changeIdTokens(change: IdTokenChange | undefined): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the certified `oidc-provider` package) on loopback, with its own
 * sign-in and consent pages (devInteractions: any password is taken for a known login).
 */
export async function startOidcProvider(options: {
  accounts: ProviderAccount[];
  clients: ProviderClient[];
}): Promise<TestProvider> {
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'groups'],
    },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          name: account.name ?? id,
          groups: account.groups ?? [],
          ...account.claims,
        }),
      };
    },
    jwks: { keys: [jwk] },
    cookies: { keys: ['incident-dojo-test-provider'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  let change: IdTokenChange | undefined;
  // Someone no longer at the provider is refused at its sign-in page: the provider sends the
  // browser back with access_denied, as a real one does for a removed or disabled person.
  provider.use(async (ctx, next) => {
    const form = /^\/interaction\/[^/]+(\/login)?$/.test(ctx.path) && ctx.method === 'POST';
    if (!form) return next();
    const body = await readForm(ctx.req);
    if (body.get('prompt') !== 'login' || accounts.has(body.get('login') ?? '')) {
      // Read already: oidc-provider takes a parsed body from here.
      (ctx.request as { body?: unknown }).body = Object.fromEntries(body);
      return next();
    }
    await provider.interactionFinished(ctx.req, ctx.res, {
      error: 'access_denied',
      error_description: 'This person cannot sign in here.',
    });
    ctx.respond = false;
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (!change || ctx.path !== '/token' || typeof body?.id_token !== 'string') return;
    const header = decodeProtectedHeader(body.id_token);
    const claims = change({ ...decodeJwt(body.id_token) });
    body.id_token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: header.kid ?? 'test-key' })
      .sign(privateKey);
  });
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));
  return {
    issuer,
    accounts,
    changeIdTokens(next) {
      change = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString())));
    req.on('error', reject);
  });
}

/**
 * A client's single sign-on settings against a test provider: the `acme.test` domain, and the
 * `groups` claim's dojo-owners and dojo-trainers make owners and trainers.
 */
export function signOnSettings(issuer: string) {
  return {
    issuer,
    clientId: 'dojo-acme',
    domains: ['acme.test'],
    owner: { claim: 'groups', value: 'dojo-owners' },
    trainer: { claim: 'groups', value: 'dojo-trainers' },
    passwordSignIn: true,
  };
}
