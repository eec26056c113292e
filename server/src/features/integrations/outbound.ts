import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Requests to addresses our clients give us (webhooks, learning record stores): never to this
 * machine or a private network unless the operator allows it (docs/security.md, "Outbound
 * requests"). The check is on the address the connection really uses: the name is resolved
 * once, every address it gives is checked, and the socket connects to a checked one, so a
 * name that answers differently the second time (DNS rebinding) gains nothing.
 */
const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv6');
}

/** An address on a loopback, private, link-local or otherwise non-public network. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return BLOCKED.check(mapped[1], 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

/** Refused before a byte is sent: the message says why, in the product's words. */
export class TargetRefused extends Error {
  override readonly name = 'TargetRefused';
}

export const PRIVATE_TARGET =
  'This address is on a private or loopback network, which this server does not send to.';

export interface OutboundOptions {
  /** The operator allows loopback and private targets (tests, an intranet receiver). */
  allowPrivate: boolean;
  timeoutMs: number;
}

export interface OutboundAnswer {
  status: number;
  /** The start of the answer's body (at most 500 characters): for the delivery log. */
  body: string;
}

/** A refusal of a literal address or `localhost`, without resolving anything (at creation). */
export function literalTargetRefusal(url: string, allowPrivate: boolean): string | null {
  if (allowPrivate) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (/^localhost\.?$/i.test(host) || /\.localhost\.?$/i.test(host)) return PRIVATE_TARGET;
  return net.isIP(host) !== 0 && isPrivateAddress(host) ? PRIVATE_TARGET : null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses private answers: what the socket connects to is what was checked. */
function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = !allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new TargetRefused(PRIVATE_TARGET), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new TargetRefused('The address has no host.'), []);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs (or PUTs) `body` to `url` with `headers`, within `timeoutMs` for the whole exchange. Answers the
 * status and the start of the body for any status; throws `TargetRefused` for a refused
 * target and an Error for no answer (timeout, refused connection, unknown name).
 */
export function postOutbound(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: OutboundOptions,
  method: 'POST' | 'PUT' = 'POST',
): Promise<OutboundAnswer> {
  const target = new URL(url);
  const literal = literalTargetRefusal(url, options.allowPrivate);
  if (literal) return Promise.reject(new TargetRefused(literal));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'IncidentDojo-Webhooks/1',
          ...headers,
        },
        lookup: checkedLookup(options.allowPrivate),
        timeout: options.timeoutMs,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < 500) text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text.slice(0, 500) }),
        );
        response.on('error', reject);
      },
    );
    // The whole exchange, not only the idle time, is bounded.
    const timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s.`)),
      options.timeoutMs,
    );
    request.on('timeout', () =>
      request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s.`)),
    );
    request.on('error', (error) => reject(error));
    request.on('close', () => clearTimeout(timer));
    request.end(body);
  });
}
