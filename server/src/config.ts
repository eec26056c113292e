import path from 'node:path';
import { z } from 'zod';
import { SESSION_HOURS } from '@dojo/protocol';
import { databaseName, readMongoUri } from './store/mongoUri';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Which proxies' X-Forwarded-For to believe: 'false' (none: the default), 'true' (all),
 * a hop count, or addresses/subnets as express takes them ('loopback', '10.0.0.0/8, ...').
 */
const trustProxy = z
  .string()
  .max(500)
  .transform((value): boolean | number | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    return /^\d+$/.test(value) ? Number(value) : value;
  });

/** A comma-separated list of origins (scheme://host[:port]), each checked as a URL. */
const originList = z
  .string()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(/^https?:\/\/[^/\s]+$/, 'each entry must be an origin like https://example.com'),
    ),
  );

/**
 * A MongoDB connection string as the driver reads it (server/src/store/mongoUri.ts): several
 * hosts with ports, `mongodb+srv://`, credentials and options all pass; the driver's refusal
 * is the message.
 */
const mongodbUri = z
  .string()
  .max(4000)
  .superRefine((uri, ctx) => {
    try {
      readMongoUri(uri);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      ctx.addIssue({ code: 'custom', message: `MONGODB_URI is not a MongoDB URI: ${reason}` });
    }
  });

/** Mail and scheduled jobs (docs/mail-and-jobs.md). No SMTP setting: mail goes to the outbox. */
const MAIL_AND_JOBS = {
  SMTP_URL: z
    .string()
    .max(500)
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  SMTP_HOST: z.string().min(1).max(255).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().min(1).max(255).optional(),
  SMTP_PASSWORD: z.string().min(1).max(255).optional(),
  SMTP_SECURE: bool.optional(),
  MAIL_FROM: z
    .string()
    .max(300)
    .refine((from) => !/[\r\n]/.test(from) && from.includes('@'), 'MAIL_FROM must be one address')
    .default('Incident Dojo <no-reply@incident-dojo.local>'),
  PUBLIC_URL: z
    .string()
    .url('PUBLIC_URL must be a URL like https://dojo.example.com')
    .max(300)
    .optional(),
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().positive().max(100_000).default(600),
  MAIL_RETRIES: z.coerce.number().int().min(0).max(20).default(4),
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().positive().max(3_600_000).default(30_000),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /**
   * The envelope sender (MAIL FROM) where bounces go, one plain address: each message is sent
   * from `local+<token>@domain` (VERP), so a bounce names its message. Unset: MAIL_FROM's.
   */
  MAIL_BOUNCE_ADDRESS: z
    .string()
    .max(200)
    .regex(/^[^\s@<>+"]+@[^\s@<>"]+$/, 'MAIL_BOUNCE_ADDRESS must be one plain address without +')
    .optional(),
  /** The secret of POST /api/mail/bounce (delivery status notifications); unset: no route. */
  MAIL_BOUNCE_SECRET: z
    .string()
    .min(16, 'MAIL_BOUNCE_SECRET must be at least 16 characters')
    .max(200)
    .optional(),
  /** NODE_ENV=test only: kill the process when a send reaches this step (mail/crashSwitch.ts). */
  MAIL_TEST_CRASH_AT: z.enum(['claimed', 'committing', 'accepted']).optional(),
  MAIL_TEST_CRASH_AFTER: z.coerce.number().int().min(1).max(100_000).default(1),
};

/** Webhooks and learning records: requests to clients' own systems (docs/integrations.md). */
const INTEGRATIONS = {
  /** Lets webhooks and LRS addresses be on loopback or private networks (tests, intranets). */
  OUTBOUND_ALLOW_PRIVATE: bool.optional(),
  /** The most one outbound request may take, connection to last byte. */
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEBHOOK_RETRIES: z.coerce.number().int().min(0).max(30).default(8),
  WEBHOOK_RETRY_DELAY_MS: z.coerce.number().int().positive().max(3_600_000).default(30_000),
  /** The first wait before a learning record store is tried again (doubling, at most 1 h). */
  LRS_RETRY_DELAY_MS: z.coerce.number().int().positive().max(3_600_000).default(30_000),
};

/** `claim=value`, e.g. `groups=dojo-admins`: the claim whose value (or list item) gives a role. */
const ssoRoleClaim = z
  .string()
  .max(300)
  .regex(/^[^=\s]{1,100}=.{1,200}$/, 'Write the claim as claim=value, e.g. groups=dojo-admins')
  .transform((text) => {
    const at = text.indexOf('=');
    return { claim: text.slice(0, at), value: text.slice(at + 1) };
  });

const ssoDomains = z
  .string()
  .max(2_000)
  .transform((text) =>
    text
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * The platform's own staff (admins, authors) sign in through one provider the operator sets
 * (docs/auth.md, "Single sign-on"; README's configuration table). Unset issuer: no staff
 * single sign-on.
 */
const STAFF_SIGN_ON = {
  SSO_STAFF_ISSUER: z
    .string()
    .url('SSO_STAFF_ISSUER must be the issuer address, like https://login.example.com')
    .max(2_000)
    .optional(),
  SSO_STAFF_CLIENT_ID: z.string().min(1).max(200).optional(),
  SSO_STAFF_CLIENT_SECRET: z.string().min(1).max(2_000).optional(),
  /** Comma-separated; unset: any e-mail the provider vouches for. */
  SSO_STAFF_DOMAINS: ssoDomains.optional(),
  SSO_STAFF_ADMIN_CLAIM: ssoRoleClaim.optional(),
  SSO_STAFF_EDITOR_CLAIM: ssoRoleClaim.optional(),
};

/** Every setting the server reads, in one schema (README lists them all). */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  MONGODB_URI: mongodbUri.optional(),
  /** Unset: the URI's database, else `dojo`; loadConfig fills it in when MONGODB_URI is set. */
  MONGODB_DB: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(SESSION_HOURS * 30)
    .default(SESSION_HOURS),
  ADMIN_USERNAME: z.string().min(5).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  /** The first admin's authenticator secret (base32), for scripts and monitoring (docs/auth.md). */
  /** The root of the key that seals authenticator secrets at rest; unset: JWT_SECRET's (docs/auth.md). */
  SECOND_FACTOR_KEY: z
    .string()
    .min(32, 'SECOND_FACTOR_KEY must be at least 32 characters')
    .optional(),
  ADMIN_TOTP_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{26,}$/, 'ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), at least 26 characters')
    .optional(),
  /** Unset: on in development and test, off in production (docs/security.md). */
  DEMO_DATA: bool.optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_USER_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(100),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  API_RATE_LIMIT: z.coerce.number().int().positive().default(1200),
  EXERCISE_RATE_LIMIT: z.coerce.number().int().positive().default(60_000),
  ANONYMOUS_RATE_LIMIT: z.coerce.number().int().positive().default(6_000),
  TOKEN_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  JOIN_RATE_LIMIT: z.coerce.number().int().positive().default(5_000),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  TRUST_PROXY: trustProxy.default(false),
  PUBLIC_ORIGINS: originList.default([]),
  MEDIA_HOSTS: originList.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z
    .string()
    .min(1)
    .default(path.resolve(import.meta.dirname, '../../web/dist')),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  MEDIA_IMAGE_MAX_MB: z.coerce.number().positive().max(100).default(5),
  MEDIA_VIDEO_MAX_MB: z.coerce.number().positive().max(1024).default(100),
  PLAYERS_PER_SESSION: z.coerce.number().int().positive().max(100_000).default(200),
  UPLOAD_CONCURRENCY: z.coerce.number().int().positive().max(100).default(4),
  ...MAIL_AND_JOBS,
  ...INTEGRATIONS,
  ...STAFF_SIGN_ON,
  /** The one editor account the Previous Versions entry is hidden from (docs/editor-api.md). */
  PREVIOUS_VERSIONS_HIDDEN_FOR: z.string().min(1).max(100).optional(),
  /** Set: `GET /metrics` answers Prometheus figures to `Authorization: Bearer <token>`; unset: 404. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .max(200)
    .optional(),
  /** NODE_ENV=test only: where the movable test clock starts, ms ahead of real time. */
  TEST_CLOCK_OFFSET_MS: z.coerce.number().int().min(0).default(0),
});
export type Config = Omit<z.infer<typeof ConfigSchema>, 'DEMO_DATA'> & { DEMO_DATA: boolean };

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
  }
}

/** Parses the environment; an unset or empty variable takes its default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = ConfigSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  if (result.data.ADMIN_USERNAME && !result.data.ADMIN_PASSWORD) {
    throw new ConfigError(['ADMIN_PASSWORD: required when ADMIN_USERNAME is set']);
  }
  const { DEMO_DATA = result.data.NODE_ENV !== 'production', MONGODB_URI } = result.data;
  // One database for the store, media, the adapter and the jobs, named here once.
  const MONGODB_DB = MONGODB_URI
    ? databaseName(MONGODB_URI, result.data.MONGODB_DB)
    : result.data.MONGODB_DB;
  return { ...result.data, DEMO_DATA, MONGODB_DB };
}
