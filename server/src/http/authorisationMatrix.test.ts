import { describe, expect, it } from 'vitest';
import {
  ACCESS_MATRIX,
  ACCESS_ROLES,
  accessKey,
  allCalls,
  type AccessRole,
  type CallDef,
} from '@dojo/protocol';
import { MATRIX_REQUESTS, RUN_FIRST, RUN_LAST, type Built } from '../testing/matrixRequests';
import { matrixSuite } from '../testing/matrixSuite';
import { NOT_BOUND_YET } from '../testing/unboundCalls';

const matrix = matrixSuite();

interface Answer {
  status: number;
  text: string;
}

let sends = 0;
async function request(def: CallDef, role: AccessRole): Promise<{ built: Built } & Answer> {
  const credential = matrix.credentials[role];
  const made = await (MATRIX_REQUESTS[accessKey(def)]?.(matrix.world, {
    role,
    credential,
    n: ++sends,
  }) ?? {});
  const built: Built = 'fields' in made ? (made as Built) : { fields: made };
  // The credential first: an entry call (loginToken) names its own link token.
  const fields: Record<string, unknown> = {
    ...(credential !== undefined && def.auth === 'body' ? { token: credential } : {}),
    ...built.fields,
  };
  const path = def.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(typeof fields[name] === 'string' ? fields[name] : 'x'),
  );
  const headers: Record<string, string> = {};
  if (credential !== undefined && def.auth === 'bearer')
    headers.authorization = `Bearer ${credential}`;
  let body: BodyInit | undefined;
  if (def.body === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    if (built.file)
      form.append(
        built.file.field,
        new Blob([new Uint8Array(built.file.bytes)], { type: built.file.type }),
        built.file.name,
      );
    body = form;
  } else if (def.body === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(fields);
  }
  const response = await fetch(`${matrix.server.url}${path}`, {
    method: def.method,
    headers,
    body,
  });
  return { built, status: response.status, text: await response.text() };
}

const position = (def: CallDef) => {
  const key = accessKey(def);
  if (RUN_FIRST.includes(key)) return -1;
  const last = RUN_LAST.indexOf(key);
  return last === -1 ? 0 : 1 + last;
};
const ordered = [...allCalls].sort((a, b) => position(a) - position(b));
const tenantB = (role: AccessRole) => role === 'otherOwner' || role === 'otherTrainer';

describe('the authorisation matrix', () => {
  it('gives every request a body its call accepts', async () => {
    const wrong: string[] = [];
    for (const def of allCalls) {
      const key = accessKey(def);
      const made = await MATRIX_REQUESTS[key]?.(matrix.world, {
        role: 'admin',
        credential: 't',
        n: 0,
      });
      const fields = made && 'fields' in made ? (made as Built).fields : (made ?? {});
      const input = def.auth === 'body' ? { token: 't', ...fields } : fields;
      const parsed = def.request.safeParse(input);
      if (!parsed.success) wrong.push(`${key}: ${parsed.error.issues[0]?.message ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers every declared call for every role exactly as its row says', async () => {
    const wrong: string[] = [];
    for (const def of ordered) {
      const key = accessKey(def);
      const row = ACCESS_MATRIX[key];
      if (!row) {
        wrong.push(`${key}: no row in ACCESS_MATRIX`);
        continue;
      }
      for (const role of ACCESS_ROLES) {
        const { built, status, text } = await request(def, role);
        const unknown = status === 404 && text.includes('Unknown call:');
        if (NOT_BOUND_YET.includes(key)) {
          if (!unknown) wrong.push(`${key} is bound now: remove it from NOT_BOUND_YET`);
          break;
        }
        const expected = row[role];
        const got = `${status} ${text.slice(0, 160)}`;
        // A refusal, and any answer to tenant B, holds nothing of tenant A's records (an answer
        // may repeat what the request named; a call anyone may make carries its own credential).
        const sent = JSON.stringify(built.fields);
        const leaked =
          (tenantB(role) || expected !== 'ok') && row.none !== 'ok'
            ? matrix.world.markers.filter(
                (marker) => text.includes(marker) && !sent.includes(marker),
              )
            : [];
        if (leaked.length > 0) wrong.push(`${key} as ${role} leaks ${leaked.join(', ')}: ${got}`);
        if (expected === 'ok' ? status < 200 || status > 299 : status !== expected)
          wrong.push(`${key} as ${role}: expected ${expected}, got ${got}`);
        // A call naming a record (refused to tenant B) answers an allowed role with that record.
        const namesRecord = row.otherOwner === 404;
        if (namesRecord && expected === 'ok' && !matrix.world.markers.some((m) => text.includes(m)))
          wrong.push(`${key} as ${role}: the answer holds none of the record: ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
