import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { E2E_ADMIN_TOTP_SECRET } from './adminSignIn';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface AppServer {
  url: string;
  dataDir: string;
  output(): string;
  /** Moves the server's clock forward (scenario delays pass at once); kept across restarts. */
  advanceClock(ms: number): Promise<void>;
  stop(): Promise<void>;
  /** Kills the process outright (SIGKILL): a crash, nothing is finished or flushed. */
  kill(): Promise<void>;
}

/** How far each data dir's server clock was moved, so a restart on it starts there. */
const clockOffsets = new Map<string, number>();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Calls `attempt` until it resolves, every `intervalMs`, for at most `timeoutMs` (then its last
 * error). Not vitest's `vi.waitFor`: the bench (tests/bench) starts servers outside vitest.
 */
async function retryUntil(attempt: () => Promise<void>, timeoutMs: number, intervalMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/** Until /api/health answers; an exit before that ends the wait at once. */
async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const healthy = async () => {
    const ok = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false, // not listening yet
    );
    if (!ok) throw new Error(`server did not become healthy:\n${log()}`);
  };
  let onExit = () => undefined as void;
  const exitedEarly = new Promise<never>((_resolve, reject) => {
    onExit = () => reject(new Error(`server exited early:\n${log()}`));
    if (child.exitCode !== null) onExit();
    else child.once('exit', onExit);
  });
  try {
    // A start takes about a second; on a machine loaded far beyond its cores (a load average
    // of 24 on 2) one took over 30 s. The wait ends as soon as the server answers.
    await Promise.race([retryUntil(healthy, 90_000, 100), exitedEarly]);
  } finally {
    child.off('exit', onExit);
  }
}

/** `ADMIN_TOTP_SECRET: ''` starts an admin without a second factor (NO_ADMIN_FACTOR). */
export const NO_ADMIN_FACTOR = { ADMIN_TOTP_SECRET: '' } as const;

function withoutEmptyFactor(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.ADMIN_TOTP_SECRET !== '') return env;
  const { ADMIN_TOTP_SECRET: _none, ...rest } = env;
  return rest;
}

/**
 * Starts the real server process as `npm start` does (server/dist, built by the e2e global
 * setup) on a free port, with NODE_ENV=test so its clock can be moved.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-e2e-')),
): Promise<AppServer> {
  // A restart keeps its address when the caller passes the old PORT back in `env`.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: ROOT,
    env: withoutEmptyFactor({
      ...process.env,
      NODE_ENV: 'test',
      TEST_CLOCK_OFFSET_MS: String(clockOffsets.get(dataDir) ?? 0),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin-pass-1234',
      // Every admin must have a second factor: the kit's admin has this one (adminSignIn.ts).
      ADMIN_TOTP_SECRET: E2E_ADMIN_TOTP_SECRET,
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  return {
    url,
    dataDir,
    output: () => log,
    advanceClock: async (ms) => {
      const response = await fetch(`${url}/api/test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: ms }),
      });
      if (!response.ok) throw new Error(`the clock did not move: ${response.status}`);
      const { offsetMs } = (await response.json()) as { offsetMs: number };
      clockOffsets.set(dataDir, offsetMs);
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
