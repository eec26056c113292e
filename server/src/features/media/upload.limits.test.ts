import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { loginTokens } from '../../testing/backOffice';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const MB = 1024 * 1024;
const BOUNDARY = '----dojo-upload-test';
const CHUNK = Buffer.alloc(MB, 0x41);

interface Sent {
  status: number;
  body: string;
}

/**
 * Streams a multipart video upload of `megabytes` MB (one reused 1 MB chunk, so the sender
 * itself stays small). `hold` keeps the body open after the first chunk until it resolves.
 */
function streamUpload(
  url: string,
  megabytes: number,
  options: { headers?: Record<string, string>; hold?: Promise<void> } = {},
): Promise<Sent> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="videoName"\r\n\r\nbig\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="myFile"; filename="big.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/api/uploadVideo`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + megabytes * MB + tail.length,
        ...options.headers,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    void (async () => {
      request.write(head);
      for (let sent = 0; sent < megabytes; sent += 1) {
        if (request.destroyed) return;
        if (!request.write(CHUNK)) await new Promise((ok) => request.once('drain', ok));
        if (sent === 0 && options.hold) await options.hold;
      }
      request.end(tail);
    })();
  });
}

describe('uploads', () => {
  it('reads none of 4 x 90 MB unauthenticated uploads into memory (RSS stays flat)', async () => {
    server = await startTestServer({ MEDIA_VIDEO_MAX_MB: '100' });
    const url = server.url;
    global.gc?.();
    const before = process.memoryUsage().rss;
    const answers = await Promise.all([1, 2, 3, 4].map(() => streamUpload(url, 90)));
    const grown = process.memoryUsage().rss - before;
    for (const answer of answers) expect(answer.status).toBe(401);
    expect(grown).toBeLessThan(60 * MB);
  }, 60_000);

  it('refuses an upload without the bearer header with 401 before reading its body', async () => {
    server = await startTestServer();
    const answer = await streamUpload(server.url, 1);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({
      type: 'failed',
      data: 'You need to be logged in to perform that action.',
      code: 'login_required',
    });
  });

  it('answers 503 when more uploads are in progress than UPLOAD_CONCURRENCY allows', async () => {
    server = await startTestServer({ UPLOAD_CONCURRENCY: '1' });
    const { staff } = await loginTokens(server);
    const headers = { authorization: `Bearer ${staff}` };
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const first = streamUpload(server.url, 2, { headers, hold });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await streamUpload(server.url, 1, { headers });
    expect(second.status).toBe(503);
    expect(JSON.parse(second.body)).toMatchObject({
      data: 'Too many uploads are in progress. Please try again in a minute.',
    });
    release();
    expect((await first).status).toBe(400);
  });

  it('streams an accepted upload through a temporary file and leaves none behind', async () => {
    server = await startTestServer({ MEDIA_VIDEO_MAX_MB: '1' });
    const { staff } = await loginTokens(server);
    const answer = await streamUpload(server.url, 3, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(answer.status).toBe(413);
    const uploads = path.join(server.dataDir, 'uploads');
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
  });
});
