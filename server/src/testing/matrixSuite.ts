import { afterAll, beforeAll } from 'vitest';
import type { AccessRole } from '@dojo/protocol';
import { matrixWorld, type MatrixWorld } from './matrixWorld';
import { roleCredentials } from './roleCredentials';
import { startTestServer, type TestServer } from './testServer';

/** What the matrix tests send against: the demo server, a credential per role and the world. */
export interface MatrixSuite {
  server: TestServer;
  credentials: Record<AccessRole, string | undefined>;
  world: MatrixWorld;
}

/**
 * One demo server for the calling test file (started before its first test, closed after its
 * last), signed in as every role, with the records the matrix requests name; the fields are
 * filled once the file's first test runs.
 */
export function matrixSuite(): MatrixSuite {
  const suite = {} as MatrixSuite;
  beforeAll(async () => {
    suite.server = await startTestServer({ DEMO_DATA: 'true', JOBS_POLL_MS: '100' });
    suite.credentials = await roleCredentials(suite.server);
    suite.world = await matrixWorld(suite.server, suite.credentials);
  }, 60_000);
  afterAll(async () => {
    await suite.server?.close();
  });
  return suite;
}
