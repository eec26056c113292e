import { describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, accessKey, allCalls, type AccessRole, type CallDef } from '@dojo/protocol';
import { MATRIX_REQUESTS, type Built } from '../testing/matrixRequests';
import { matrixSuite } from '../testing/matrixSuite';
import { schemaWording } from '../testing/schemaWording';

/**
 * Every declared call, sent bodies its schema refuses: each field of a valid body left out,
 * blank, or of another kind, and bodies that are not objects. Whatever the server answers is
 * read by a person (the web shows `data`), so no answer may read like a validator's
 * (docs/protocol-decisions.md, "Refusals in the product's words").
 */
const matrix = matrixSuite();

/** The role each call is sent as: the first its row lets through. */
const PREFERRED: readonly AccessRole[] = [
  'admin',
  'owner',
  'trainer',
  'editor',
  'facilitator',
  'player',
  'none',
];
const KINDS_JSON: readonly unknown[] = ['', 12345, 'x', [], {}, true, null, -1];
const KINDS_TEXT: readonly string[] = ['', 'x', '-1'];
const NOT_OBJECTS: readonly unknown[] = [[], 'x', 12, null];

/** A value as a path part, a form field or a query parameter carries it. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function roleFor(def: CallDef): AccessRole | undefined {
  const row = ACCESS_MATRIX[accessKey(def)];
  return PREFERRED.find((role) => row?.[role] === 'ok');
}

/** The fields of a valid request, the credential first (an entry call names its own token). */
async function validFields(def: CallDef, role: AccessRole, n: number): Promise<Built> {
  const credential = matrix.credentials[role];
  const made =
    (await MATRIX_REQUESTS[accessKey(def)]?.(matrix.world, { role, credential, n })) ?? {};
  const built: Built = 'fields' in made ? (made as Built) : { fields: made };
  const token = credential !== undefined && def.auth === 'body' ? { token: credential } : {};
  return { ...built, fields: { ...token, ...built.fields } };
}

/** Each field of a valid body made wrong one way, and one level down in an object or a list. */
function badVariants(def: CallDef, fields: Record<string, unknown>): unknown[] {
  const kinds = def.body === 'json' ? KINDS_JSON : KINDS_TEXT;
  const variants: unknown[] = def.body === 'json' ? [...NOT_OBJECTS, {}] : [{}];
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'token' && def.auth === 'body') continue;
    const { [key]: _left, ...without } = fields;
    variants.push(without);
    for (const kind of kinds) variants.push({ ...fields, [key]: kind });
    if (def.body !== 'json') continue;
    const inner = Array.isArray(value) ? value[0] : value;
    if (typeof inner !== 'object' || inner === null) continue;
    for (const innerKey of Object.keys(inner))
      for (const kind of [undefined, ...KINDS_JSON]) {
        const changed = { ...(inner as Record<string, unknown>), [innerKey]: kind };
        variants.push({ ...fields, [key]: Array.isArray(value) ? [changed] : changed });
      }
  }
  return variants;
}

async function send(def: CallDef, role: AccessRole, body: unknown, file?: Built['file']) {
  const credential = matrix.credentials[role];
  const headers: Record<string, string> = {};
  if (credential !== undefined && def.auth === 'bearer')
    headers.authorization = `Bearer ${credential}`;
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const path = def.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(asText(fields[name] ?? 'x')),
  );
  let url = `${matrix.server.url}${path}`;
  let payload: BodyInit | undefined;
  if (def.body === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  } else if (def.body === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, asText(value));
    if (file)
      form.append(
        file.field,
        new Blob([new Uint8Array(file.bytes)], { type: file.type }),
        file.name,
      );
    payload = form;
  } else {
    const query = new URLSearchParams(
      Object.entries(fields).map(([key, value]) => [key, asText(value)]),
    );
    url += `?${query.toString()}`;
  }
  const response = await fetch(url, { method: def.method, headers, body: payload });
  return { status: response.status, text: await response.text() };
}

/** A path part left out or blank names another path (an unknown call), not a bad body. */
function blankPathPart(def: CallDef, body: unknown): boolean {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return [...def.path.matchAll(/:(\w+)/g)].some(
    ([, name]) => asText(fields[name ?? ''] ?? '') === '',
  );
}

/** Every message an error answer carries: its `data` and each listed issue's. */
function messagesOf(text: string): string[] {
  const answer = JSON.parse(text) as { data?: unknown; issues?: { message?: unknown }[] };
  return [answer.data, ...(answer.issues ?? []).map((issue) => issue.message)].filter(
    (message): message is string => typeof message === 'string',
  );
}

describe('a bad body sent to any declared call', () => {
  it('is refused in words a person reads, never a validator wording or a field path', async () => {
    const wrong = new Set<string>();
    let refused = 0;
    let n = 0;
    for (const def of allCalls) {
      const key = accessKey(def);
      const role = roleFor(def);
      if (role === undefined) continue;
      const valid = await validFields(def, role, ++n);
      for (const body of badVariants(def, valid.fields)) {
        // Only bodies the schema itself refuses: nothing here may change a record.
        const asSent = def.auth === 'bearer' ? { ...(body as object), token: 't' } : body;
        if (def.request.safeParse(asSent).success || blankPathPart(def, body)) continue;
        const { status, text } = await send(def, role, body, valid.file);
        if (status < 400) {
          wrong.add(`${key} accepted ${JSON.stringify(body).slice(0, 120)}: ${status}`);
          continue;
        }
        refused += 1;
        for (const message of messagesOf(text)) {
          const why = schemaWording(message);
          if (why) wrong.add(`${key} (${why}): ${message.slice(0, 160)}`);
        }
      }
    }
    console.info(`${refused} bad bodies refused`);
    expect(refused).toBeGreaterThan(allCalls.length * 3);
    expect([...wrong]).toEqual([]);
  }, 240_000);
});
