import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call } from '@dojo/protocol';
import { callUpload } from './callUpload';

const upload = call(
  'POST',
  '/api/upload',
  z.object({ name: z.string(), token: z.string().optional() }),
  z.object({ type: z.string(), data: z.string() }),
  { body: 'multipart', fileField: 'myFile' },
);
const json = call('POST', '/api/json', z.object({ name: z.string() }), z.unknown());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callUpload', () => {
  it('sends the text fields, then the file, with the token as the bearer header', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ type: 'success', data: 'Uploaded' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['png'], 'logo.png', { type: 'image/png' });

    const answer = await callUpload(upload, { name: 'Logo', token: 't' }, file);

    expect(answer).toEqual({ type: 'success', data: 'Uploaded' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/upload');
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['name', 'myFile']);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t');
    expect((form.get('myFile') as File).name).toBe('logo.png');
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('refuses a declaration that is not a multipart upload', () => {
    expect(() => callUpload(json, { name: 'x' }, new Blob(['x']))).toThrow(
      'POST /api/json is not a multipart upload',
    );
  });
});
