import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { TEST_ADMIN } from '../testing/testServer';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** `node server/src/main.ts` that is expected to refuse: its exit code and everything it said. */
function failedStart(dataDir: string, port: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Every file of the folder: its bytes' hash and its inode (a rewrite renames a new file in). */
function fingerprint(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, name);
    const stat = fs.statSync(file);
    if (stat.isDirectory()) continue;
    const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    result[name] = `${hash} ${stat.ino} ${stat.mtimeMs}`;
  }
  return result;
}

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-lock-'));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function started(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir);
  cleanup.push(() => server.stop());
  return server;
}

function busyPort(): Promise<number> {
  return new Promise((resolve) => {
    const holder = net.createServer();
    holder.listen(0, '127.0.0.1', () => {
      cleanup.push(() => new Promise<void>((done) => holder.close(() => done())));
      resolve((holder.address() as net.AddressInfo).port);
    });
  });
}

describe('one server process per data folder', () => {
  it('refuses a second process on the same folder in one line naming the first, exit 1', async () => {
    const dataDir = tempDir();
    const first = await started(dataDir);
    const second = await failedStart(dataDir, 0);

    expect(second.code).toBe(1);
    expect(second.output.trim().split('\n')).toHaveLength(1);
    expect(second.output).toMatch(/is in use by another Incident Dojo server \(process \d+\)/);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('takes over the lock of a process killed with -9', async () => {
    const dataDir = tempDir();
    const killed = await startServerProcess(dataDir);
    await killed.kill();
    const next = await started(dataDir);
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
  });

  it('leaves every data file byte-identical when the port is taken', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess(dataDir);
    await first.stop();
    // An uncompacted datafile (a document written twice): opening the store would rewrite it.
    const datafile = fs.readdirSync(dataDir).find((name) => name.endsWith('.db'))!;
    const lines = fs.readFileSync(path.join(dataDir, datafile), 'utf8').trim().split('\n');
    fs.appendFileSync(path.join(dataDir, datafile), `${lines.at(-1)}\n`);
    const before = fingerprint(dataDir);

    const refused = await failedStart(dataDir, await busyPort());

    expect(refused.code).toBe(1);
    expect(refused.output.trim().split('\n')).toHaveLength(1);
    expect(refused.output).toMatch(/Port \d+ on 127\.0\.0\.1 is already in use/);
    expect(fingerprint(dataDir)).toEqual(before);
  });

  it('answers an unwritable data folder in one line, exit 1', async () => {
    const parent = tempDir();
    const file = path.join(parent, 'not-a-folder');
    fs.writeFileSync(file, '');
    const refused = await failedStart(path.join(file, 'data'), 0);
    expect(refused.code).toBe(1);
    expect(refused.output.trim().split('\n')).toHaveLength(1);
    expect(refused.output).toMatch(/The data folder .* cannot be written \(ENOTDIR/);
  });
});
