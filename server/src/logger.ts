import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/** Anything shaped like an e-mail address (an SMTP refusal quotes the recipient's). */
const ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[a-z]{2,}/gi;
export const ADDRESS_IN_LOG = '<address>';

/** The text with every e-mail address replaced (logs, and stored server answers on erasure). */
export function withoutAddressesIn(text: string): string {
  return text.replace(ADDRESS, ADDRESS_IN_LOG);
}

/** A path segment that is a credential: the player's and facilitator's link tokens. */
const LINK_TOKEN = /^(\/(?:e|exercise|facilitator)\/)(?!tutorial(?:[/?#]|$))[^/?#]+/;
export const SECRET_IN_LOG = '<redacted>';

/**
 * A URL as logs may hold it: the link token of `/exercise/<token>`, `/e/<token>` and
 * `/facilitator/<token>` and every query value replaced (a link is its holder's credential,
 * a query may carry a token: docs/security.md, "Logs").
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const redactedPath = pathname.replace(LINK_TOKEN, `$1${SECRET_IN_LOG}`);
  if (queryAt < 0) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) =>
      pair.includes('=') ? `${pair.slice(0, pair.indexOf('='))}=${SECRET_IN_LOG}` : pair,
    )
    .join('&');
  return `${redactedPath}?${query}`;
}

/**
 * Every string in a log record without e-mail addresses (docs/security.md, "Erasure"), and
 * every `url` without its credentials ({@link redactUrl}).
 */
function withoutAddresses(value: unknown, depth = 0, key = ''): unknown {
  if (typeof value === 'string')
    return withoutAddressesIn(key === 'url' ? redactUrl(value) : value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return withoutAddresses(pino.stdSerializers.err(value), depth + 1);
  if (Array.isArray(value)) return value.map((item) => withoutAddresses(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, withoutAddresses(item, depth + 1, name)]),
  );
}

/**
 * Structured JSON logs; secrets in request bodies and headers never reach them, and neither
 * does an e-mail address (an erased person must not live on in the logs).
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      formatters: { log: (record) => withoutAddresses(record) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) =>
            typeof arg === 'string' ? withoutAddressesIn(arg) : arg,
          ) as Parameters<typeof method>;
          method.apply(this, scrubbed);
        },
      },
    },
    destination ?? process.stdout,
  );
}
