import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../demo/accounts';
import { adminToken } from '../../testing/orders';
import { EMBEDDED_STORE, startTestServer, type TestServer } from '../../testing/testServer';

const TOKEN = 'metrics-token-for-the-full-disk';
let server: TestServer;
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

/** A nearly full disk under the data folder: writes above `room` bytes fail with ENOSPC. */
function fillDisk(dataDir: string, room: number) {
  const disk = { full: true };
  const enospc = (file: unknown) =>
    Object.assign(new Error(`ENOSPC: no space left on device, write '${String(file)}'`), {
      code: 'ENOSPC',
    });
  const inData = (file: unknown) => String(file).startsWith(path.resolve(dataDir));
  const size = (data: unknown) =>
    typeof data === 'string' ? Buffer.byteLength(data) : (data as Buffer).length;
  const append = fs.appendFileSync;
  vi.spyOn(fs, 'appendFileSync').mockImplementation((file, data, options) => {
    if (disk.full && inData(file) && size(data) > room) throw enospc(file);
    append(file, data, options);
  });
  const write = fs.promises.writeFile;
  vi.spyOn(fs.promises, 'writeFile').mockImplementation(async (file, data, options) => {
    if (disk.full && inData(file) && size(data) > room) throw enospc(file);
    await write(file, data, options);
  });
  return disk;
}

async function writable(): Promise<number | undefined> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const row = (await response.text())
    .split('\n')
    .find((line) => line.startsWith('dojo_store_writable '));
  return row === undefined ? undefined : Number(row.split(' ')[1]);
}

describe('a full disk under the data folder', () => {
  it('keeps /api/ready 503 and dojo_store_writable 0 while small writes fit, until space returns', async () => {
    server = await startTestServer({ ...EMBEDDED_STORE, METRICS_TOKEN: TOKEN });
    await expect.poll(async () => (await server.get('/api/ready')).status).toBe(200);
    const admin = await adminToken(server);
    const disk = fillDisk(server.dataDir, 200);

    const big = { token: admin, client: DEMO.client.name, credits: '777' };
    expect((await server.post('/api/modifyCredits', big)).status).toBe(503);
    // A small append elsewhere still fits: it must not make the store look writable again.
    await server.store.collection('fullDiskNotes').insertOne({ _id: 'n1' });

    expect((await server.get('/api/ready')).status).toBe(503);
    expect((await server.get('/api/ready')).status).toBe(503);
    expect(await writable()).toBe(0);
    expect((await server.get('/api/health')).body).toMatchObject({ status: 'degraded' });

    disk.full = false;
    expect((await server.get('/api/ready')).status).toBe(503); // clients' failed write stands
    expect((await server.post('/api/modifyCredits', big)).status).toBe(200);
    // The calls above also failed the sessions' last-seen write: a sign-in writes there again.
    await adminToken(server);
    expect((await server.get('/api/ready')).status).toBe(200);
    expect(await writable()).toBe(1);
  });
});
