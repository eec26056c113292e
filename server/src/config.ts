import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting the server reads, in one schema (README lists them all). */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  MONGODB_URI: z.string().url('MONGODB_URI must be a mongodb:// or mongodb+srv:// URL').optional(),
  MONGODB_DB: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  ADMIN_USERNAME: z.string().min(5).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  DEMO_DATA: bool.default(true),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z
    .string()
    .min(1)
    .default(path.resolve(import.meta.dirname, '../../web/dist')),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  MEDIA_IMAGE_MAX_MB: z.coerce.number().positive().max(100).default(5),
  MEDIA_VIDEO_MAX_MB: z.coerce.number().positive().max(1024).default(100),
  /** NODE_ENV=test only: where the movable test clock starts, ms ahead of real time. */
  TEST_CLOCK_OFFSET_MS: z.coerce.number().int().min(0).default(0),
});
export type Config = z.infer<typeof ConfigSchema>;

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
  return result.data;
}
