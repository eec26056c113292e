import { afterAll, beforeAll, expect } from 'vitest';
import { ERROR_STATUS, isErrorCode } from '@dojo/protocol';
import { DEMO } from '../demo/accounts';
import { startTestServer, type TestServer } from './testServer';

/** Tokens for the back-office tests: the demo author (staff) and the demo client owner. */
export async function loginTokens(server: TestServer) {
  const editor = await server.post('/api/loginEditor', {
    username: DEMO.editor.username,
    password: DEMO.editor.password,
  });
  const customer = await server.post('/api/loginCustomer', {
    filename: DEMO.owner.username,
    password: DEMO.owner.password,
  });
  expect(editor.status).toBe(200);
  expect(customer.status).toBe(200);
  return {
    staff: (editor.body as { token: string }).token,
    customer: (customer.body as { token: string }).token,
  };
}

export interface BackOffice {
  server: TestServer;
  staff: string;
  customer: string;
}

/** One test server (with the demo data) for the calling file, and its back-office tokens. */
export function backOfficePerFile(onStart: (office: BackOffice) => unknown): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    await onStart({ server, ...(await loginTokens(server)) });
  });
  afterAll(async () => {
    await server?.close();
  });
}

/**
 * Asserts a refused call: the HTTP status and {type:'failed', data: message, code}, the code a
 * registered one whose status is the answer's.
 */
export function expectFailed(
  answer: { status: number; body: unknown },
  status: number,
  message: string,
) {
  const body = answer.body as { issues?: unknown; code?: unknown };
  expect(answer.body).toEqual({
    type: 'failed',
    data: message,
    code: expect.any(String),
    ...(body.issues ? { issues: expect.any(Array) } : {}),
  });
  expect(isErrorCode(body.code) && ERROR_STATUS[body.code]).toBe(status);
  expect(answer.status).toBe(status);
}
