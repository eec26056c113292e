import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMedia, MediaItem, ScenarioEvent, ScenarioFile } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { expectFailed, loginTokens } from '../../testing/backOffice';
import { SAMPLE_HEADS, tinyPng } from '../../testing/mediaSamples';
import { EVENTS, scenarioBody } from '../../testing/scenarioSamples';

let server: TestServer;
let token: string;
let customerToken: string;
let video: string;
let audio: string;
let picture: string;

async function upload(path: string, fields: Record<string, string>, bytes: Buffer, name: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('myFile', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { name: string }).name;
}

const videoBytes = Buffer.concat([SAMPLE_HEADS.mp4, Buffer.alloc(2000, 7)]);

beforeAll(async () => {
  server = await startTestServer();
  ({ staff: token, customer: customerToken } = await loginTokens(server));
  video = await upload('/api/uploadVideo', { videoName: 'CEO statement' }, videoBytes, 'a.mp4');
  audio = await upload('/api/uploadVideo', { videoName: 'Voicemail' }, SAMPLE_HEADS.ogg, 'b.ogg');
  picture = await upload(
    '/api/uploadImage',
    { chosenOption: 'Content Image', imageName: 'Lobby' },
    tinyPng(),
    'c.png',
  );
});
afterAll(async () => {
  await server.close();
});

const library = async () => (await server.post('/api/mediaLibrary', { token })).body as MediaItem[];
const withMedia = (media: unknown): ScenarioEvent[] =>
  EVENTS.map((event, index) => (index === 0 ? { ...event, media: media as EventMedia[] } : event));
const save = (fileName: string, media: unknown) =>
  server.post('/api/saveFile', scenarioBody(token, fileName, withMedia(media)));
const load = async (filename: string) =>
  (await server.post('/api/loadFile', { token, filename })).body as ScenarioFile;
const files = async () => (await server.post('/api/files', { token })).body as string[];

describe('mediaLibrary', () => {
  it('lists each file with the name the author typed and the kind its bytes proved', async () => {
    const items = await library();
    expect(items.find((item) => item.name === video)).toMatchObject({
      displayName: 'CEO statement',
      kind: 'video',
      contentType: 'video/mp4',
      size: videoBytes.length,
    });
    expect(items.find((item) => item.name === audio)).toMatchObject({
      displayName: 'Voicemail',
      kind: 'audio',
    });
    expect(items.find((item) => item.name === picture)).toMatchObject({ kind: 'image' });
  });

  it('answers 401 without a token and gives a customer only what its scenarios use', async () => {
    expect((await server.post('/api/mediaLibrary', {})).status).toBe(401);
    const seen = (await server.post('/api/mediaLibrary', { token: customerToken }))
      .body as MediaItem[];
    expect(seen.map((item) => item.name)).not.toContain(video);
  });
});

describe('saveFile with event media', () => {
  it('saves a video and an audio file on an event and loads them back in order', async () => {
    const media = [
      { name: video, kind: 'video' },
      { name: audio, kind: 'audio' },
    ];
    const answer = await save('mediaStory', media);
    expect(answer.status).toBe(200);
    expect((await load('mediaStory')).scenario[0]?.media).toEqual(media);
  });

  it('refuses a file that is not in the media library with a clear message and saves nothing', async () => {
    const answer = await save('mediaMissing', [{ name: 'gone-abcdefghij.mp4', kind: 'video' }]);
    expectFailed(
      answer,
      400,
      `Event (${EVENTS[0]?.id}) ${EVENTS[0]?.subject} plays gone-abcdefghij.mp4, which is not in the media library. Upload it under Upload Video/Audio or choose another file.`,
    );
    expect(await files()).not.toContain('mediaMissing');
  });

  it('refuses an image played as media, and a file attached under the wrong kind', async () => {
    const image = await save('mediaImage', [{ name: picture, kind: 'video' }]);
    expect(image.status).toBe(400);
    expect(JSON.stringify(image.body)).toContain(
      `plays ${picture}, which is an image: only video and audio files can be played.`,
    );
    const wrong = await save('mediaWrongKind', [{ name: audio, kind: 'video' }]);
    expect(JSON.stringify(wrong.body)).toContain(
      `plays ${audio} as a video, but it is an audio file.`,
    );
    expect(await files()).not.toContain('mediaImage');
    expect(await files()).not.toContain('mediaWrongKind');
  });

  it('refuses a media entry outside the schema: a path, an unknown kind, too many files', async () => {
    const before = await load('mediaStory');
    for (const media of [
      [{ name: '../secrets.mp4', kind: 'video' }],
      [{ name: video, kind: 'image' }],
      [{ name: video }],
      Array.from({ length: 4 }, () => ({ name: video, kind: 'video' })),
      [{ name: `${'a'.repeat(101)}.mp4`, kind: 'video' }],
    ]) {
      expect((await save('mediaStory', media)).status).toBe(400);
    }
    expect(await load('mediaStory')).toEqual(before);
  });
});

describe('saveSection with event media', () => {
  it('saves a section whose event plays a library file, and refuses one that is missing', async () => {
    const good = await server.post('/api/saveSection', {
      token,
      fileName: 'mediaSection',
      scenario: withMedia([{ name: video, kind: 'video' }]),
    });
    expect(good.status).toBe(200);
    const missing = await server.post('/api/saveSection', {
      token,
      fileName: 'mediaSectionMissing',
      scenario: withMedia([{ name: 'gone-abcdefghij.webm', kind: 'video' }]),
    });
    expect(missing.status).toBe(400);
    const names = (await server.post('/api/sections', { token })).body as string[];
    expect(names).toContain('mediaSection');
    expect(names).not.toContain('mediaSectionMissing');
  });
});

describe('GET /media/<name> for a video', () => {
  it('serves an open-ended range, a suffix range and refuses one past the end', async () => {
    const url = `${server.url}/media/${video}`;
    const whole = await fetch(url);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    await whole.arrayBuffer();
    const tail = await fetch(url, { headers: { range: `bytes=${videoBytes.length - 10}-` } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(videoBytes.subarray(-10));
    const suffix = await fetch(url, { headers: { range: 'bytes=-4' } });
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${videoBytes.length - 4}-${videoBytes.length - 1}/${videoBytes.length}`,
    );
    await suffix.arrayBuffer();
    const past = await fetch(url, { headers: { range: `bytes=${videoBytes.length}-` } });
    expect(past.status).toBe(416);
    await past.arrayBuffer();
  });
});

describe('a cancelled upload', () => {
  it('stores nothing and leaves no temporary file when the browser aborts mid-way', async () => {
    const before = (await library()).length;
    const url = new URL(`${server.url}/api/uploadVideo`);
    const request = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=b',
        'content-length': String(10 * 1024 * 1024),
      },
    });
    request.on('error', () => undefined);
    const head = `--b\r\nContent-Disposition: form-data; name="myFile"; filename="big.mp4"\r\n\r\n`;
    request.write(Buffer.concat([Buffer.from(head), videoBytes, Buffer.alloc(256 * 1024)]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await library()).length).toBe(before);
    const temp = path.join(server.dataDir, 'uploads');
    expect(fs.existsSync(temp) ? fs.readdirSync(temp) : []).toEqual([]);
  });
});
