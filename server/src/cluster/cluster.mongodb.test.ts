import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@dojo/protocol';
import { DEMO } from '../demo/accounts';
import { DEMO_EXERCISES } from '../demo/exercises';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';

/**
 * Two real server processes over one MongoDB replica set (docs/scaling.md). Runs whenever
 * MONGODB_URI is set, like the store's contract suite; skipped otherwise.
 */
const mongodbUri = process.env.MONGODB_URI;
const dbName = `dojo_cluster_test_${Date.now().toString(36)}_${process.pid}`;
const LOGIN_LIMIT = 3;

let a: ServerProcess;
let b: ServerProcess;
let dataDir: string;
const sockets: Socket[] = [];

/** A socket on `server` recording every push named `event`. */
async function listen(server: ServerProcess, token: string, event: string) {
  const socket = connect(server.url, {
    auth: { token, protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  const pushes: { data: Record<string, unknown> }[] = [];
  socket.on(event, (push: { data: Record<string, unknown> }) => pushes.push(push));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return pushes;
}

async function until(test: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`${what} never arrived`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(!!mongodbUri)('two server processes on one MongoDB', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-cluster-'));
    const env = {
      MONGODB_URI: mongodbUri ?? '',
      MONGODB_DB: dbName,
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    };
    // One after the other: the first seeds the demo data, the second finds it there.
    a = await startServerProcess(dataDir, env);
    b = await startServerProcess(dataDir, env);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a?.stop(), b?.stop()]);
    const client = await MongoClient.connect(mongodbUri ?? '');
    await client.db(dbName).dropDatabase();
    await client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a push made on process A to the account’s socket on process B', async () => {
    const login = await a.post('/api/loginCustomer', {
      filename: DEMO.owner.username,
      password: DEMO.owner.password,
    });
    expect(login.status).toBe(200);
    const { token } = login.body as { token: string };
    const onB = await listen(b, token, 'account.updated');
    expect((await a.post('/api/agreeNDA', { token })).status).toBe(200);
    await until(() => onB.length === 1, 'the account.updated push on B');
    expect(onB[0]?.data).toMatchObject({ agreed: true });
  });

  it('tells the runner on process B when the facilitator starts the clock on process A', async () => {
    const { facilitatorToken, joinToken } = DEMO_EXERCISES.facilitated;
    expect((await a.post('/api/openExercise', { token: facilitatorToken })).status).toBe(200);
    const joined = await b.post('/api/joinFacilitated', {
      token: joinToken,
      alias: 'ann',
      team: 'Athena',
    });
    expect(joined.status).toBe(200);
    const { token } = joined.body as { token: string };
    const onB = await listen(b, token, 'mail.changed');
    await until(() => onB.length === 1, 'the first inbox on B');
    expect(onB[0]?.data).toMatchObject({ clock: { running: false } });
    expect((await a.post('/api/continueFacilitated', { token: facilitatorToken })).status).toBe(
      200,
    );
    await until(() => onB.length === 2, 'the started inbox on B');
    expect(onB[1]?.data).toMatchObject({ clock: { running: true } });
  });

  it('counts failed logins on both processes against one limit', async () => {
    const wrong = { filename: DEMO.trainer.username, password: 'not-the-password' };
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1)
      expect((await (attempt % 2 === 0 ? a : b).post('/api/loginCustomer', wrong)).status).toBe(
        401,
      );
    expect((await b.post('/api/loginCustomer', wrong)).status).toBe(429);
    expect((await a.post('/api/loginCustomer', wrong)).status).toBe(429);
  });
});
