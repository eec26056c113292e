import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/testServer';
import { DEMO } from './accounts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('demo data', () => {
  it('is off by default in production and on by default elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).DEMO_DATA).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).DEMO_DATA).toBe(true);
  });

  it('creates no account with a published password in production', async () => {
    server = await startTestServer({ NODE_ENV: 'production', DEMO_DATA: '' });
    const login = await server.post('/api/loginCustomer', {
      filename: DEMO.owner.username,
      password: DEMO.owner.password,
    });
    expect(login.status).toBe(401);
  });

  it('makes the start log say so loudly when it is on in production', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-demo-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO_DATA: 'true',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'admin-pass-1234',
      },
    });
    let output = '';
    await new Promise<void>((resolve) => {
      const read = (chunk: Buffer) => {
        output += String(chunk);
        if (output.includes('is running')) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', () => resolve());
    });
    child.kill('SIGTERM');
    expect(output).toContain(
      'DEMO_DATA is on: the demo accounts and links, whose passwords are published, exist. Set DEMO_DATA=false for a real deployment.',
    );
  }, 30_000);
});
