import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { loadConfig, type Config } from '../config';
import { startServer, type RunningServer, type ServerOverrides } from '../server';
import { ShiftedClock } from '../app/shiftedClock';
import { adminCodeStep, TEST_ADMIN, TEST_ADMIN_TOTP_SECRET } from './adminSignIn';

export { TEST_ADMIN, TEST_ADMIN_TOTP_SECRET };

/** Pass to `startTestServer` for an admin without a second factor (the rules' own tests). */
export const NO_ADMIN_FACTOR = { ADMIN_TOTP_SECRET: '' } as const;

const withoutEmpty = (env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== '' || key !== 'ADMIN_TOTP_SECRET'),
  );

export interface TestServer extends RunningServer {
  dataDir: string;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer>;
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  restart(): Promise<TestServer>;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * Pass to `startTestServer` for a test about the embedded engine's own files: it keeps the
 * embedded store even when the run is on MongoDB.
 */
export const EMBEDDED_STORE = { MONGODB_URI: '' } as const;

/**
 * The store a test server runs on: the test's own choice when `env` names `MONGODB_URI`;
 * else MongoDB when the run's environment sets `MONGODB_URI` (`MONGODB_URI=... npm test`), in a
 * database named after the server's data dir (fresh per server, the same after a restart);
 * else the embedded store in the data dir.
 */
export function storeEnv(env: Record<string, string>, dataDir: string): Record<string, string> {
  const uri = process.env.MONGODB_URI;
  if ('MONGODB_URI' in env || !uri) return {};
  const dbName = `dojo_test_${path.basename(dataDir).replace(/[^A-Za-z0-9]/g, '_')}`.slice(0, 60);
  return { MONGODB_URI: uri, MONGODB_DB: dbName };
}

async function dropDatabase(config: Config): Promise<void> {
  if (!config.MONGODB_URI || !config.MONGODB_DB) return;
  const client = await MongoClient.connect(config.MONGODB_URI);
  try {
    await client.db(config.MONGODB_DB).dropDatabase();
  } finally {
    await client.close();
  }
}

/**
 * A real server on a free port with a fresh temp data dir: the embedded store in it, or a fresh
 * MongoDB database when `MONGODB_URI` is set (see {@link storeEnv}), dropped at close.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-test-')),
  overrides: ServerOverrides = {},
): Promise<TestServer> {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Tests send many requests from one address; the limits' own tests lower them again.
    // The admin has the kit's factor, unless the test asks for none (NO_ADMIN_FACTOR).
    ...(env.ADMIN_TOTP_SECRET === '' ? {} : { ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET }),
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_USER_RATE_LIMIT: '1000',
    LOGIN_ADDRESS_RATE_LIMIT: '1000',
    API_RATE_LIMIT: '100000',
    ANONYMOUS_RATE_LIMIT: '100000',
    TOKEN_RATE_LIMIT: '100000',
    JOIN_RATE_LIMIT: '100000',
    UPLOAD_RATE_LIMIT: '100000',
    ...storeEnv(env, dataDir),
    ...withoutEmpty(env),
  });
  // The kit's clock is the server's: the admin's codes are computed at its time.
  const clock = overrides.clock ?? new ShiftedClock(config.TEST_CLOCK_OFFSET_MS);
  const server = await startServer(config, { ...overrides, clock });
  const fetchAnswer = async (method: string, p: string, body?: unknown, headers = {}) =>
    answer(
      await fetch(`${server.url}${p}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const adminsCode =
    env.ADMIN_TOTP_SECRET === undefined
      ? adminCodeStep(server, clock, (p, body, headers) => fetchAnswer('POST', p, body, headers))
      : undefined;
  const send = async (method: string, p: string, body?: unknown, headers = {}) => {
    const sent = await fetchAnswer(method, p, body, headers);
    return adminsCode ? adminsCode(p, body, sent, headers) : sent;
  };
  return {
    ...server,
    close: async () => {
      await server.close();
      await dropDatabase(config);
    },
    dataDir,
    post: (p, body, headers) => send('POST', p, body, headers),
    get: (p, headers) => send('GET', p, undefined, headers),
    restart: async () => {
      await server.close();
      return startTestServer(env, dataDir, overrides);
    },
  };
}
