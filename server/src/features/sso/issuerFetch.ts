import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { CustomFetchOptions } from 'openid-client';
import {
  isPrivateAddress,
  literalTargetRefusal,
  PRIVATE_TARGET,
  TargetRefused,
  type OutboundOptions,
} from '../integrations/outbound';

/** The most an issuer's answer may hold (discovery, keys, tokens are a few kilobytes). */
const MOST_BYTES = 1024 * 1024;

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses private answers, so the socket connects to the address checked. */
function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address)))
        return callback(new TargetRefused(PRIVATE_TARGET), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new TargetRefused('The address has no host.'), []);
      callback(null, first.address, first.family);
    });
  };
}

function answerOf(response: http.IncomingMessage, chunks: Buffer[]): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers))
    if (typeof value === 'string') headers.set(name, value);
  const status = response.statusCode ?? 500;
  const empty = status === 204 || status === 304;
  return new Response(empty ? null : Buffer.concat(chunks), { status, headers });
}

function bodyOf(body: CustomFetchOptions['body']): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof URLSearchParams) return body.toString();
  throw new Error('A streamed body is not sent to an issuer.');
}

/**
 * fetch for openid-client's calls to an issuer (discovery, keys, token endpoint) under the
 * outbound rules (docs/security.md, "Outbound requests"): an issuer a client owner types
 * cannot reach this machine or a private network unless OUTBOUND_ALLOW_PRIVATE allows it; the
 * socket connects to the address that was checked, within the outbound timeout.
 */
export function issuerFetch(options: OutboundOptions) {
  return async (url: string, init: CustomFetchOptions): Promise<Response> => {
    const literal = literalTargetRefusal(url, options.allowPrivate);
    if (literal) throw new TargetRefused(literal);
    const target = new URL(url);
    const body = bodyOf(init.body);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const client = target.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const request = client.request(
        target,
        {
          method: init.method ?? 'GET',
          headers: { ...headers, 'user-agent': 'IncidentDojo-SignOn/1' },
          lookup: checkedLookup(options.allowPrivate),
          timeout: options.timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MOST_BYTES) request.destroy(new Error('The issuer answered too much.'));
            else chunks.push(chunk);
          });
          response.on('end', () => resolve(answerOf(response, chunks)));
          response.on('error', reject);
        },
      );
      const timer = setTimeout(
        () => request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s.`)),
        options.timeoutMs,
      );
      request.on('timeout', () => request.destroy(new Error('The issuer did not answer.')));
      request.on('error', reject);
      request.on('close', () => clearTimeout(timer));
      request.end(body);
    });
  };
}
