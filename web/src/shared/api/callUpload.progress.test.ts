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

/** Just enough of XMLHttpRequest: records what is sent, lets the test drive the events. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  sent: unknown = null;
  aborted = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.headers[':target'] = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('callUpload with progress', () => {
  it('reports the share sent and answers the parsed response, with the bearer header', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const answer = callUpload(upload, { name: 'Clip', token: 't' }, new Blob(['x']), {
      onProgress: ({ sent, total }) => seen.push(Math.round((sent / total) * 100)),
    });
    const xhr = FakeXhr.last!;
    expect(xhr.headers[':target']).toBe('POST /api/upload');
    expect(xhr.headers.Authorization).toBe('Bearer t');
    expect([...(xhr.sent as FormData).keys()]).toEqual(['name', 'myFile']);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(200, { type: 'success', data: 'Video/audio uploaded as clip.webm.' });
    await expect(answer).resolves.toEqual({
      type: 'success',
      data: 'Video/audio uploaded as clip.webm.',
    });
    expect(seen).toEqual([25, 100]);
  });

  it('gives the server’s refusal as the error message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = callUpload(upload, { name: 'Clip' }, new Blob(['x']), { onProgress: vi.fn() });
    FakeXhr.last!.answer(413, {
      type: 'failed',
      data: 'The video/audio file is larger than 100 MB.',
    });
    await expect(answer).rejects.toThrow('The video/audio file is larger than 100 MB.');
  });

  it('stops the request when the signal aborts, rejecting with an AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const cancel = new AbortController();
    const answer = callUpload(upload, { name: 'Clip' }, new Blob(['x']), {
      onProgress: vi.fn(),
      signal: cancel.signal,
    });
    cancel.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});
