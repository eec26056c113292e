import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_STORE, startTestServer, type TestServer } from '../../testing/testServer';
import { migration } from './0003-order-movements';

/** The oldest release's data: its orders were made before the credit log existed. */
const FIXTURES = path.join(import.meta.dirname, '../upgrade/fixtures');
const release = fs.readdirSync(FIXTURES).sort()[0]!;

interface Change {
  _id: string;
  client: string;
  at: string;
  old: number;
  new: number;
  reason: string;
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe(`migration 3 on data from ${release}: orders from before the credit log`, () => {
  it('back-fills each paid order so the movements explain the balance, once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-order-movements-'));
    fs.cpSync(path.join(FIXTURES, release, 'data'), dataDir, { recursive: true });
    server = await startTestServer(EMBEDDED_STORE, dataDir);
    const paid = (
      await server.store
        .collection<{ _id: string; client: string; credits: number }>('exercises')
        .find({})
    ).filter((exercise) => exercise.credits > 0);
    expect(paid.length).toBeGreaterThan(0);
    const changes = server.store.collection<Change>('creditChanges');
    const clients = server.store.collection<{ _id: string; name: string; credit: number }>(
      'clients',
    );
    for (const client of new Set(paid.map((exercise) => exercise.client))) {
      const log = await changes.find({ client }, { sort: { at: 1 } });
      for (const exercise of paid.filter((order) => order.client === client))
        expect(log).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              _id: `order:${exercise._id}`,
              reason: 'order',
              old: expect.any(Number) as number,
            }),
          ]),
        );
      for (const [index, change] of log.entries()) {
        if (index > 0) expect(change.old, change._id).toBe(log[index - 1]!.new);
      }
      const balance = (await clients.findOne({ name: client }))!.credit;
      expect(log.at(-1)?.new).toBe(balance);
      const spent = log
        .filter((change) => change.reason === 'order')
        .reduce((sum, change) => sum + change.old - change.new, 0);
      expect(spent).toBe(
        paid
          .filter((order) => order.client === client)
          .reduce((sum, order) => sum + order.credits, 0),
      );
    }
    const before = await changes.find({}, { sort: { _id: 1 } });
    await migration.up(server.store);
    expect(await changes.find({}, { sort: { _id: 1 } })).toEqual(before);
  }, 60_000);
});
