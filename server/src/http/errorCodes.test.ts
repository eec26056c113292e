import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, isErrorCode, type ErrorCode } from '@dojo/protocol';
import { loginTokens } from '../testing/backOffice';
import { startTestServer, type Answer, type TestServer } from '../testing/testServer';
import { errorHandler } from './errorHandler';
import { TOO_LARGE_TO_SAVE_MESSAGE } from '../errors';
import { DocumentRefusedError } from '../store/port';

/** Every refusal carries a registered code whose status is the answer's, and this one. */
function expectCode(answer: Answer, code: ErrorCode) {
  const body = answer.body as { type?: unknown; data?: unknown; code?: unknown };
  expect(body).toMatchObject({ type: 'failed', data: expect.stringMatching(/\w/), code });
  expect(isErrorCode(body.code) && ERROR_STATUS[body.code]).toBe(answer.status);
}

let server: TestServer;
let tokens: { staff: string; customer: string };
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '1' });
  tokens = await loginTokens(server);
});
afterAll(() => server.close());

describe('every failed REST answer carries its registry code', () => {
  it('a request that fails its schema: 400 invalid_request', async () => {
    expectCode(await server.post('/api/loginEditor', {}), 'invalid_request');
  });

  it('a body that is not JSON: 400 bad_request; one over the limit: 413 body_too_large', async () => {
    expectCode(await server.post('/api/loginEditor', '{"username":'), 'bad_request');
    const huge = JSON.stringify({ username: 'x'.repeat(6 * 1024 * 1024) });
    expectCode(await server.post('/api/loginEditor', huge), 'body_too_large');
  });

  it('an unknown caller: 401; a known one without the right: 403', async () => {
    expectCode(
      await server.post('/api/loginEditor', { username: 'nobody', password: 'wrong-pass' }),
      'wrong_credentials',
    );
    expectCode(await server.post('/api/getCredits', { token: 'not-a-jwt' }), 'invalid_token');
    expectCode(await server.post('/api/getCredits', { token: tokens.staff }), 'forbidden');
  });

  it('a call nobody declared: 404 unknown_call; a record that is not there: its 404', async () => {
    expectCode(await server.post('/api/noSuchCall', {}), 'unknown_call');
    const join = { token: 'nope', alias: 'somebody', team: 'Athena' };
    expectCode(await server.post('/api/joinFacilitated', join), 'exercise_not_found');
  });

  it('an upload without a bearer token or with a broken form', async () => {
    expectCode(await server.post('/api/uploadImage', {}), 'login_required');
    const broken = await server.post('/api/uploadImage', 'not a form', {
      authorization: `Bearer ${tokens.staff}`,
      'content-type': 'multipart/form-data; boundary=nothing',
    });
    expectCode(broken, 'upload_form');
  });

  it('too many attempts: 429 rate_limited', async () => {
    const wrong = { filename: 'acmecorp', password: 'not-the-password' };
    expectCode(await server.post('/api/loginCustomer', wrong), 'wrong_credentials');
    expectCode(await server.post('/api/loginCustomer', wrong), 'rate_limited');
  });
});

describe('errorHandler', () => {
  it('masks an unknown error as 500 internal', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error('secret detail');
    });
    app.use(errorHandler(pino({ level: 'silent' })));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const { port } = listening.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/boom`);
      const body = (await response.json()) as unknown;
      expectCode({ status: response.status, body, headers: response.headers }, 'internal');
      expect(JSON.stringify(body)).not.toContain('secret detail');
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});

describe('a write the store refuses for what it holds (docs/operations.md)', () => {
  async function answerTo(error: Error) {
    const app = express();
    app.get('/save', () => {
      throw error;
    });
    app.use(errorHandler(pino({ level: 'silent' })));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const { port } = listening.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/save`);
      return { status: response.status, body: (await response.json()) as unknown };
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  }

  it('answers a document over 16 MB with 413 and says so, not "store unavailable"', async () => {
    const refused = new DocumentRefusedError('too_large', 'scenarios', 'a document of 17.0 MB');
    const answer = await answerTo(new Error('import failed', { cause: refused }));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      type: 'failed',
      code: 'upload_too_large',
      data: TOO_LARGE_TO_SAVE_MESSAGE,
    });
  });

  it('masks a conflicting update (a bug of ours) as 500 internal', async () => {
    const answer = await answerTo(
      new DocumentRefusedError('conflicting_paths', 'scenarios', 'an update names a and a.b'),
    );
    expect(answer).toMatchObject({ status: 500, body: { code: 'internal' } });
  });
});
