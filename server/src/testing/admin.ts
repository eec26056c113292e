import { expect } from 'vitest';
import type { TestServer } from './testServer';

/** Test helpers for the admin console (used by tests only). */

/** Posts as `token` and expects a 200 {type:'success'} answer; returns its data. */
export async function expectSuccess(
  server: TestServer,
  path: string,
  body: Record<string, unknown>,
): Promise<string> {
  const answer = await server.post(path, body);
  expect(answer.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ type: 'success' });
  expect(answer.status).toBe(200);
  return (answer.body as { data: string }).data;
}

/** Posts and expects a refusal with exactly `message`. */
export async function expectRefused(
  server: TestServer,
  path: string,
  body: Record<string, unknown>,
  message: string,
): Promise<number> {
  const answer = await server.post(path, body);
  expect(answer.body, `${path} ${JSON.stringify(body)}`).toMatchObject({
    type: 'failed',
    data: message,
  });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  return answer.status;
}

let counter = 0;
/** A fresh valid username (5+ characters, no '-'). */
export function freshName(prefix = 'client'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export function customerForm(token: string, changes: Record<string, unknown> = {}) {
  return {
    token,
    username: freshName(),
    email: 'owner@new-client.test',
    password: 'owner-pass-1234',
    subscription: '1',
    months: 12,
    ...changes,
  };
}
