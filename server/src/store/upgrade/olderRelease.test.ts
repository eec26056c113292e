import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/accounts';
import { adminToken } from '../../testing/orders';
import { EMBEDDED_STORE, startTestServer, type TestServer } from '../../testing/testServer';
import { openStore } from '../index';

/**
 * Data an older release touched after the upgrade (issue 39.4): a release from before schema
 * versions can still start on upgraded data, and its Manage Credits writes a credit-log entry
 * in its own shape (no reason). The credit log must still answer.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const release = fs.readdirSync(FIXTURES).sort()[0]!;

/** An entry exactly as the release before schema versions wrote it (clientSettings.service). */
const OLDER_ENTRY = {
  _id: 'older-release-change',
  client: DEMO.client.name,
  by: 'admin',
  at: '2026-11-24T10:00:00.000Z',
  old: 40,
  new: 55,
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function creditLog(filter: Record<string, string> = {}) {
  if (!server) throw new Error('no server');
  return server.post('/api/getCreditLog', { token: await adminToken(server), ...filter });
}

describe(`a credit change made by a release before schema versions, on data upgraded from ${release}`, () => {
  it('reads while it runs, and is repaired at the next start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-older-release-'));
    fs.cpSync(path.join(FIXTURES, release, 'data'), dataDir, { recursive: true });
    server = await startTestServer(EMBEDDED_STORE, dataDir);
    // Written beside the running server (a shared MongoDB): read in the older shape.
    await server.store.collection('creditChanges').insertOne({ ...OLDER_ENTRY, _id: 'beside' });
    const whileRunning = await creditLog();
    expect(whileRunning.status).toBe(200);
    expect(whileRunning.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ at: OLDER_ENTRY.at, reason: 'admin' })]),
    );
    await server.close();
    server = undefined;

    // The older release runs on the folder, changes credits, and the current one starts again.
    const older = await openStore({ dataDir });
    await older.collection('creditChanges').insertOne(OLDER_ENTRY);
    await older.close();
    server = await startTestServer(EMBEDDED_STORE, dataDir);
    const repaired = await server.store
      .collection<{ _id: string; reason?: string }>('creditChanges')
      .find({ reason: { $exists: false } });
    expect(repaired).toEqual([]);
    const admins = await creditLog({ reason: 'admin', client: DEMO.client.name });
    expect(admins.status).toBe(200);
    expect(admins.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ old: 40, new: 55, reason: 'admin' }),
        expect.objectContaining({ old: 40, new: 55, reason: 'admin' }),
      ]),
    );
    expect((admins.body as unknown[]).length).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
