import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_STORE, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Every file and folder under `dir` (the folder itself first) with its permission bits. */
function modes(dir: string): [string, number][] {
  const found: [string, number][] = [['.', fs.statSync(dir).mode & 0o777]];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found.push([path.relative(dir, full), fs.statSync(full).mode & 0o777]);
  }
  return found;
}

describe('the data directory', () => {
  it('is 0700 with every file 0600, the JWT secret and password hashes included', async () => {
    server = await startTestServer(EMBEDDED_STORE);
    await server.close();
    const found = modes(server.dataDir);
    expect(found.map(([name]) => name)).toEqual(
      expect.arrayContaining(['settings.db', 'accounts.db']),
    );
    for (const [name, mode] of found) {
      const isDir = fs.statSync(path.join(server.dataDir, name)).isDirectory();
      expect([name, mode.toString(8)]).toEqual([name, isDir ? '700' : '600']);
    }
    server = undefined;
  });

  it('tightens a directory and files an older version left readable to everyone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-perm-'));
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'settings.db'), '', { mode: 0o644 });
    server = await startTestServer(EMBEDDED_STORE, dataDir);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, 'settings.db')).mode & 0o777).toBe(0o600);
  });
});
