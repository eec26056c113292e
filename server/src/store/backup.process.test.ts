import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../demo/accounts';
import { adminToken, ownerToken, portalOrder } from '../testing/orders';
import { productionInstall } from '../testing/productionInstall';
import { EMBEDDED_STORE, startTestServer, type TestServer } from '../testing/testServer';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { backupDataDir } from './backup';

/** A production install (`npm ci --omit=dev`: no tsx), where an operator runs the backup. */
let install: string;
beforeAll(() => {
  install = productionInstall();
}, 180_000);
afterAll(() => fs.rmSync(install, { recursive: true, force: true }));

/** `npm run backup -- <target>` as an operator runs it: its own process, beside the server. */
async function backupTool(dataDir: string, target: string) {
  return promisify(execFile)('npm', ['run', 'backup', '--', target], {
    cwd: install,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
  });
}

interface Exercise {
  _id: string;
  identifier: string;
  credits: number;
  orderPending?: boolean;
}
interface Client {
  _id: string;
  credit: number;
  openOrders?: Record<string, number>;
}

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    await server.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

const BURST = 'Burst order';
/** Orders keep coming until the backup is done (and at least this many). */
const AT_LEAST = 10;

/** The demo client's balance and every burst order, as stored. */
async function orders(server: TestServer) {
  const exercises = await server.store
    .collection<Exercise>('exercises')
    .find({ identifier: { $regex: `^${BURST}` } });
  const client = await server.store
    .collection<Client>('clients')
    .findOne({ _id: DEMO.client.name });
  const players = await Promise.all(
    exercises.map((exercise) =>
      server.store.collection('players').countDocuments({ exerciseId: exercise._id }),
    ),
  );
  return { exercises, client, players };
}

describe('backupDataDir', () => {
  it('copies a consistent store while orders stream in, and the copy starts as a server', async () => {
    const server = await startTestServer(EMBEDDED_STORE);
    servers.push(server);
    const owner = await ownerToken(server);
    const admin = await adminToken(server);
    const credits = { token: admin, client: DEMO.client.name, credits: '100000' };
    expect((await server.post('/api/modifyCredits', credits)).status).toBe(200);
    const balance = (await orders(server)).client!.credit;

    let placed = 0;
    let backup: Promise<unknown> | undefined;
    let backedUp = false;
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-backup-')), 'copy');
    // Three clients ordering at once; the backup starts once the burst is under way.
    await Promise.all(
      [0, 1, 2].map(async (lane) => {
        for (let i = lane; !backedUp || i < AT_LEAST; i += 3) {
          const answer = await server.post(
            '/api/createOrder',
            portalOrder(owner, { identifier: `${BURST} ${i}` }),
          );
          expect(answer.status).toBe(200);
          placed += 1;
          if (placed === 5)
            backup = backupTool(server.dataDir, target).finally(() => (backedUp = true));
        }
      }),
    );
    await backup;
    expect((await orders(server)).exercises).toHaveLength(placed);

    // Restore: a server on the copy (start-up recovers an order the instant cut in two).
    const restored = await startTestServer(EMBEDDED_STORE, target);
    servers.push(restored);
    const copy = await orders(restored);
    expect(copy.exercises.length).toBeGreaterThanOrEqual(5);
    expect(copy.exercises.length).toBeLessThan(placed);
    expect(copy.exercises.filter((exercise) => exercise.orderPending)).toEqual([]);
    expect(copy.players).toEqual(copy.exercises.map(() => 2));
    expect(copy.client?.openOrders ?? {}).toEqual({});
    const spent = copy.exercises.reduce((sum, exercise) => sum + exercise.credits, 0);
    expect(copy.client?.credit).toBe(balance - spent);
  }, 90_000);

  it('refuses a folder that is not empty', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-backup-'));
    fs.writeFileSync(path.join(dir, 'x'), '');
    await expect(backupDataDir(dir, dir)).rejects.toThrow('is not empty');
  });
});
