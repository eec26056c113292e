import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { loginTokens } from '../testing/backOffice';
import { schemaWording } from '../testing/schemaWording';
import { REQUEST_MESSAGES } from '@dojo/protocol';

let server: TestServer;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ staff } = await loginTokens(server));
});
afterAll(async () => {
  await server.close();
});

function raw(path: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('malformed bodies', () => {
  /** Each body the parser cannot take, and the answer a person reads: no parser wording. */
  const BODIES = [
    ['broken JSON', 'application/json', '{"filename": ', 400, REQUEST_MESSAGES.unreadable],
    [
      'JSON cut short',
      'application/json',
      '{"filename": "acmecorp",',
      400,
      REQUEST_MESSAGES.unreadable,
    ],
    [
      'an unknown charset',
      'application/json; charset=klingon',
      '{}',
      415,
      REQUEST_MESSAGES.unreadable,
    ],
    [
      'a body over the limit',
      'application/json',
      `{"filename":"${'x'.repeat(6 * 1024 * 1024)}"}`,
      413,
      REQUEST_MESSAGES.tooLarge,
    ],
  ] as const;

  it.each(BODIES)("answers %s in the product's words", async (_what, type, text, status, data) => {
    const answer = await raw('/api/loginCustomer', { 'content-type': type }, Buffer.from(text));
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ type: 'failed', data });
    expect(schemaWording(data)).toBeUndefined();
    expect(data).not.toMatch(/\b(body|JSON|parse|charset|encoding)\b/i);
  });

  it('answers 400 to Content-Encoding: gzip with a plain body', async () => {
    const answer = await raw(
      '/api/loginCustomer',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      Buffer.from(JSON.stringify({ filename: 'acmecorp', password: 'x' })),
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        type: 'failed',
        data: REQUEST_MESSAGES.unreadable,
        code: 'bad_request',
      },
    });
  });

  it('answers 400 to a NUL in a multipart field name', async () => {
    const boundary = 'nul-boundary';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image\u0000Name"\r\n\r\nx\r\n--${boundary}--\r\n`,
    );
    const answer = await raw(
      '/api/uploadImage',
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${staff}`,
      },
      body,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      type: 'failed',
      data: 'The upload form is not valid.',
      code: 'upload_form',
    });
  });
});
