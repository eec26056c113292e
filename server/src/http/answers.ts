import { isDeepStrictEqual } from 'node:util';
import { createRequire } from 'node:module';
import type FastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { CallDef } from '@dojo/protocol';

/**
 * How a call's answer becomes JSON (docs/security.md, "Answers: the declared fields only").
 *
 * Every answer goes out through a serializer compiled from the call's response schema
 * (fast-json-stringify over `z.toJSONSchema`): it writes the declared fields only, so a stored
 * field the schema does not name never leaves the server. Outside production the answer is
 * also checked in full against the schema (a server bug becomes a failed test), and what
 * production writes (the serializer over the handler's own answer) is compared with the
 * checked answer's JSON, as values (a key's place may differ): every test that makes a call
 * proves production's answer is the checked one. Production skips the full check: it was
 * about a tenth of the server's CPU under the polling load (issue 36); inputs are still
 * checked in full on the way in.
 */
type Serializer = (value: unknown) => string;

const compiled = new WeakMap<CallDef, Serializer>();

/**
 * fast-json-stringify, loaded with the first answer: it brings ajv along (about 12 MB of a
 * process's memory), which a server that has answered no call yet does not need.
 */
let fastJson: typeof FastJson | undefined;
function compiler(): typeof FastJson {
  fastJson ??= createRequire(import.meta.url)('fast-json-stringify') as typeof FastJson;
  return fastJson;
}

/**
 * Compiled on a call's first answer, not at start: 149 calls would add seconds to a start. A
 * schema's defaults are in its JSON Schema, and the serializer writes them in as zod would.
 */
export function serializerOf(def: CallDef): Serializer {
  let serialize = compiled.get(def);
  if (!serialize) {
    const schema = z.toJSONSchema(def.response, { io: 'output', unrepresentable: 'throw' });
    serialize = compiler()(schema as Parameters<typeof FastJson>[0]);
    compiled.set(def, serialize);
  }
  return serialize;
}

let fullCheck = true;

/** Production answers skip the full check (compose.ts, from NODE_ENV); every other mode keeps it. */
export function checkAnswersInFull(on: boolean): void {
  fullCheck = on;
}

/** Thrown when the serializer and the schema's check disagree: a bug, never a user's error. */
export class AnswerMismatch extends Error {
  constructor(def: CallDef) {
    super(`${def.method} ${def.path}: the answer's serializer disagrees with its schema`);
  }
}

/** The call's answer as JSON text, the declared fields only. */
export function answerText(def: CallDef, answer: unknown): string {
  const serialize = serializerOf(def);
  if (!fullCheck) return serialize(answer);
  const checked: unknown = def.response.parse(answer);
  // What production writes: the serializer over the handler's own answer.
  const text = serialize(answer);
  // The same text as the checked answer's (the common case, compared without parsing), or the
  // same JSON value: a key's place may differ (a union's members).
  const checkedText = JSON.stringify(checked);
  if (text === checkedText) return text;
  if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(checkedText))) throw new AnswerMismatch(def);
  return text;
}
