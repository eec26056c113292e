import * as client from 'openid-client';
import type { Clock } from '../../core/clock';
import type { OutboundOptions } from '../integrations/outbound';
import type { Connection } from './connections';
import { issuerFetch } from './issuerFetch';

/** What the callback takes from the provider once every check has passed. */
export interface VerifiedSignOn {
  /** The ID token's claims, with the user info's added (groups often come only there). */
  claims: Record<string, unknown>;
  subject: string;
}

/**
 * The relying party, through openid-client (Authorization Code with PKCE; state, nonce,
 * issuer, audience, expiry and the signature against the issuer's published keys are all
 * checked by openid-client and oauth4webapi with jose). Each flow discovers the issuer again
 * (one small request), so a changed issuer or secret takes effect at once.
 */
export function relyingParty(deps: { outbound: OutboundOptions; clock: Clock }) {
  const fetchIssuer = issuerFetch(deps.outbound);

  async function configuration(
    connection: Pick<Connection, 'issuer' | 'clientId' | 'clientSecret'>,
  ): Promise<client.Configuration> {
    const issuer = new URL(connection.issuer);
    // The server's injected clock (tests move it); against the machine's, in seconds.
    const skew = Math.round((deps.clock.now() - Date.now()) / 1000);
    const secret = connection.clientSecret;
    // Without a secret (only "Test connection" discovers so), no client authentication.
    const metadata: Partial<client.ClientMetadata> = {
      ...(secret ? { client_secret: secret } : {}),
      [client.clockSkew]: skew,
    };
    const insecure = issuer.protocol === 'http:' && deps.outbound.allowPrivate;
    return client.discovery(
      issuer,
      connection.clientId,
      metadata,
      secret ? client.ClientSecretBasic(secret) : client.None(),
      {
        [client.customFetch]: fetchIssuer,
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: Math.ceil(deps.outbound.timeoutMs / 1000),
      },
    );
  }

  return {
    /**
     * "Test connection": the issuer's discovery (through the outbound rules), which must name
     * a sign-in page, a token endpoint and the keys. Throws with the reason otherwise.
     */
    async discover(issuer: string): Promise<void> {
      const config = await configuration({
        issuer,
        clientId: 'incident-dojo-check',
        clientSecret: '',
      });
      const meta = config.serverMetadata();
      const missing = (['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const).filter(
        (field) => !meta[field],
      );
      if (missing.length > 0) throw new Error(`its discovery lacks ${missing.join(', ')}.`);
    },

    /** The provider's sign-in address for a new flow, and what the callback must check. */
    async start(connection: Connection, redirectUri: string, loginHint: string) {
      const config = await configuration(connection);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(loginHint ? { login_hint: loginHint } : {}),
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Trades the code: throws when any check fails. */
    async finish(
      connection: Connection,
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<VerifiedSignOn> {
      const config = await configuration(connection);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The provider sent no ID token.');
      const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      return { claims: { ...info, ...idClaims }, subject: idClaims.sub };
    },
  };
}
export type RelyingParty = ReturnType<typeof relyingParty>;
