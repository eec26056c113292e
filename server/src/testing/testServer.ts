import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { startServer, type RunningServer, type ServerOverrides } from '../server';

export const TEST_ADMIN = { username: 'admin', password: 'admin-pass-1234' };

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

/** A real server on a free port with the embedded store in a fresh temp dir. */
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
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_USER_RATE_LIMIT: '1000',
    LOGIN_ADDRESS_RATE_LIMIT: '1000',
    API_RATE_LIMIT: '100000',
    ANONYMOUS_RATE_LIMIT: '100000',
    TOKEN_RATE_LIMIT: '100000',
    JOIN_RATE_LIMIT: '100000',
    UPLOAD_RATE_LIMIT: '100000',
    ...env,
  });
  const server = await startServer(config, overrides);
  const send = async (method: string, p: string, body?: unknown, headers = {}) =>
    answer(
      await fetch(`${server.url}${p}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return {
    ...server,
    dataDir,
    post: (p, body, headers) => send('POST', p, body, headers),
    get: (p, headers) => send('GET', p, undefined, headers),
    restart: async () => {
      await server.close();
      return startTestServer(env, dataDir, overrides);
    },
  };
}
