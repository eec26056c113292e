import { ConfigError, loadConfig } from './config';
import { startServer } from './server';
import { startupFailure } from './app/startupFailure';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  let server;
  try {
    server = await startServer(config);
  } catch (error) {
    // Every start-up failure: one sentence an operator can act on, exit 1 (no stack trace).
    process.stderr.write(`${startupFailure(error, config)}\n`);
    process.exit(1);
  }
  process.stdout.write(`Incident Dojo is running: open ${server.url}\n`);
  const stop = (signal: string) => {
    server.logger.info({ signal }, 'shutting down: finishing requests in flight');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

void main();
