import { pino, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/** Structured JSON logs; secrets in request bodies and headers never reach them. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  });
}
