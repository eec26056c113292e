import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_MATRIX,
  ACCESS_ROLES,
  accessKey,
  allCalls,
  type AccessRole,
  type CallDef,
} from '@dojo/protocol';
import { roleCredentials } from '../testing/roleCredentials';
import { startTestServer, type TestServer } from '../testing/testServer';
import { NOT_BOUND_YET } from '../testing/unboundCalls';

let server: TestServer;
let credentials: Record<AccessRole, string | undefined>;
beforeAll(async () => {
  server = await startTestServer();
  credentials = await roleCredentials(server);
});
afterAll(async () => {
  await server.close();
});

/**
 * Request fields that name the first client's records, for calls whose refusal depends on
 * whose record it is (add one when binding such a call; without it only the credential goes).
 */
const SAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /api/getCreditMovements': { client: 'acmecorp' },
};

interface Answer {
  status: number;
  message: string;
}

function messageOf(text: string): string {
  try {
    const { data } = JSON.parse(text) as { data?: unknown };
    return typeof data === 'string' ? data : JSON.stringify(data ?? '');
  } catch {
    return text;
  }
}

async function send(def: CallDef, credential: string | undefined): Promise<Answer> {
  const key = accessKey(def);
  const fields: Record<string, unknown> = { ...SAMPLES[key] };
  const path = def.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(typeof fields[name] === 'string' ? fields[name] : 'x'),
  );
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (credential !== undefined && def.auth === 'bearer')
    headers.authorization = `Bearer ${credential}`;
  if (credential !== undefined && def.auth !== 'bearer') fields.token = credential;
  const hasBody = def.method !== 'GET' && def.method !== 'DELETE';
  const query = hasBody ? '' : `?${new URLSearchParams(fields as Record<string, string>)}`;
  const response = await fetch(`${server.url}${path}${query}`, {
    method: def.method,
    headers,
    body: hasBody ? JSON.stringify(fields) : undefined,
  });
  const text = await response.text();
  return { status: response.status, message: messageOf(text) };
}

/** Calls that end the caller's session go last, so the other calls still have valid tokens. */
const endsSession = (def: CallDef) => def.path === '/api/logout';
const ordered = [...allCalls].sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));

describe('the authorisation matrix', () => {
  it('answers every declared call for every role as its row says', async () => {
    const wrong: string[] = [];
    for (const def of ordered) {
      const key = accessKey(def);
      const row = ACCESS_MATRIX[key];
      if (!row) {
        wrong.push(`${key}: no row in ACCESS_MATRIX`);
        continue;
      }
      const unbound = NOT_BOUND_YET.includes(key);
      for (const role of ACCESS_ROLES) {
        const { status, message } = await send(def, credentials[role]);
        const unknown = status === 404 && message.startsWith('Unknown call:');
        if (unbound) {
          if (!unknown) wrong.push(`${key} is bound now: remove it from NOT_BOUND_YET`);
          break;
        }
        const expected = row[role];
        const fine =
          expected === 'ok' ? status !== 401 && status !== 403 && !unknown : status === expected;
        if (!fine) wrong.push(`${key} as ${role}: expected ${expected}, got ${status} ${message}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
