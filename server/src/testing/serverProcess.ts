import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { processAdminCodeStep, TEST_ADMIN, TEST_ADMIN_TOTP_SECRET } from './adminSignIn';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The real server as its own OS process (`node --import tsx server/src/main.ts`). */
export interface ServerProcess {
  url: string;
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  /** kill -9: no shutdown hook runs, writes in flight are cut wherever they are. */
  kill(): Promise<void>;
  /** SIGTERM: the normal shutdown (requests finish, the store closes). */
  stop(): Promise<void>;
  output(): string;
}

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

function exited(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Starts the server process on a free port over `dataDir` and waits until it is healthy. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // Every admin must have a second factor: the kit's (adminSignIn.ts) answers its code step.
      ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const send = async (p: string, body: unknown) => {
    const response = await fetch(`${url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  const adminsCode =
    env.ADMIN_TOTP_SECRET === undefined ? processAdminCodeStep(dataDir, send) : undefined;
  return {
    url,
    async post(p, body) {
      const sent = await send(p, body);
      return adminsCode ? adminsCode(p, body, sent) : sent;
    },
    kill: () => exited(child, 'SIGKILL'),
    stop: () => exited(child, 'SIGTERM'),
    output: () => log,
  };
}
