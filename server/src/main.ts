import { ConfigError, loadConfig } from './config';
import { startServer } from './server';
import { DataTooNewError } from './store/migrations/runner';

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
    if (error instanceof DataTooNewError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
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
