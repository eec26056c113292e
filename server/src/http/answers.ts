import { isDeepStrictEqual } from 'node:util';
import { createRequire } from 'node:module';
import type FastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { CallDef } from '@dojo/protocol';
import { declaredOnly, type DeclaredOnly } from './declaredOnly';

/**
 * How a call's answer becomes JSON (docs/security.md, "Answers: the declared fields only").
 *
 * An answer leaves the server with the fields its response schema declares, and nothing else.
 * Most answers hold nothing more: a check compiled from the schema (declaredOnly.ts) says so
 * without copying anything, and `JSON.stringify` writes them. Any other answer goes through a
 * serializer compiled from the schema (fast-json-stringify over `z.toJSONSchema`), which writes
 * the declared fields only, so a stored field the schema does not name never leaves the
 * server. (The serializer alone cost a poll of 8 events 55-78 µs inside the busy server,
 * `JSON.stringify` 13-19 µs: issue 36, docs/performance.md.) Outside production the answer is
 * also checked in full against the schema (a server bug becomes a failed test), and what
 * production writes is compared with the checked answer's JSON, so every test that makes a
 * call proves production's answer is the checked one. Production skips the full check: it was
 * about a tenth of the server's CPU under the polling load (issue 36); inputs are still
 * checked in full on the way in.
 */
type Serializer = (value: unknown) => string;

const compiled = new WeakMap<CallDef, Serializer>();
const checks = new WeakMap<CallDef, DeclaredOnly>();

const jsonSchemaOf = (def: CallDef) =>
  z.toJSONSchema(def.response, { io: 'output', unrepresentable: 'throw' });

/**
 * fast-json-stringify, loaded with the first answer that needs it: it brings ajv along (about 12 MB of a
 * process's memory), which a server that has answered no call yet does not need.
 */
let fastJson: typeof FastJson | undefined;
function compiler(): typeof FastJson {
  fastJson ??= createRequire(import.meta.url)('fast-json-stringify') as typeof FastJson;
  return fastJson;
}

/**
 * Compiled on the first answer that needs it, not at start: 149 calls would add seconds to a start. A
 * schema's defaults are in its JSON Schema, and the serializer writes them in as zod would.
 */
export function serializerOf(def: CallDef): Serializer {
  let serialize = compiled.get(def);
  if (!serialize) {
    serialize = compiler()(jsonSchemaOf(def) as Parameters<typeof FastJson>[0]);
    compiled.set(def, serialize);
  }
  return serialize;
}

/** Whether `JSON.stringify` writes this answer as its serializer would (declaredOnly.ts). */
function declaredOnlyOf(def: CallDef): DeclaredOnly {
  let check = checks.get(def);
  if (!check) {
    check = declaredOnly(jsonSchemaOf(def));
    checks.set(def, check);
  }
  return check;
}

/** What production writes: the answer as it is when it holds only what is declared. */
export function productionText(def: CallDef, answer: unknown): string {
  return declaredOnlyOf(def)(answer) ? JSON.stringify(answer) : serializerOf(def)(answer);
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
  if (!fullCheck) return productionText(def, answer);
  const checked: unknown = def.response.parse(answer);
  const text = productionText(def, answer);
  // The same text as the checked answer's (the common case, compared without parsing), or the
  // same JSON value: a key's place may differ (a union's members).
  const checkedText = JSON.stringify(checked);
  if (text === checkedText) return text;
  if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(checkedText))) throw new AnswerMismatch(def);
  return text;
}
