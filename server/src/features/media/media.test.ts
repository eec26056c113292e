import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { expectFailed, loginTokens } from '../../testing/backOffice';
import { SAFE_SVG, SAMPLE_HEADS, tinyPng } from '../../testing/mediaSamples';

let server: TestServer;
let token: string;
let customerToken: string;

beforeAll(async () => {
  server = await startTestServer({ MEDIA_IMAGE_MAX_MB: '0.01' });
  ({ staff: token, customer: customerToken } = await loginTokens(server));
});
afterAll(async () => {
  await server.close();
});

interface Upload {
  path: '/api/uploadImage' | '/api/uploadVideo';
  fields: Record<string, string>;
  file?: { bytes: Buffer; name: string; type?: string };
  headers?: Record<string, string>;
}

/** Sends the multipart form the Upload Image / Upload Video screens send. */
async function upload({ path, fields: { token: bearer, ...fields }, file, headers }: Upload) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (bearer) headers = { authorization: `Bearer ${bearer}`, ...headers };
  if (file)
    form.append(
      'myFile',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }),
      file.name,
    );
  const response = await fetch(`${server.url}${path}`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

const image = (file: Upload['file'], fields: Record<string, string> = {}) =>
  upload({
    path: '/api/uploadImage',
    fields: { token, chosenOption: 'Content Image', imageName: 'Board room', ...fields },
    file,
  });
const names = async () => (await server.post('/api/images', { token })).body as string[];
const png = { bytes: tinyPng(), name: 'board.png', type: 'image/png' };

describe('uploadImage', () => {
  it('stores a real PNG under a generated name, lists it and serves it as image/png', async () => {
    const answer = await image(png);
    expect(answer.status).toBe(200);
    const { name } = answer.body as { name: string };
    expect(name).toMatch(/^board-room-[0-9a-z]{10}\.png$/);
    expect(answer.body).toEqual({ type: 'success', data: `Image uploaded as ${name}.`, name });
    expect(await names()).toContain(name);

    const served = await fetch(`${server.url}/media/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    // A logo in a mail loads in a webmail on another origin.
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(tinyPng());
  });

  it('refuses a text file renamed to .png with a 400 and stores nothing', async () => {
    const before = await names();
    const answer = await image({
      bytes: Buffer.from('just some text'),
      name: 'fake.png',
      type: 'image/png',
    });
    expectFailed(
      answer,
      400,
      'This file is not a supported image: upload a PNG, JPEG, GIF, WebP or SVG.',
    );
    expect(await names()).toEqual(before);
  });

  it.each([
    [
      'an <h:script> in the XHTML namespace',
      '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>',
      /script|alert/i,
    ],
    ['a <set onload>', '<set onload="alert(1)" attributeName="x" to="1"/>', /onload|alert|<set/i],
    ['a plain <script>', '<script>alert(document.cookie)</script>', /script|alert/i],
  ])('stores an SVG with %s without it, and says so', async (_what, payload, gone) => {
    const svg = SAFE_SVG.replace('</svg>', `${payload}</svg>`);
    const answer = await image({ bytes: Buffer.from(svg), name: 'dot.svg', type: 'image/svg+xml' });
    expect(answer.status).toBe(200);
    const { name, data } = answer.body as { name: string; data: string };
    expect(data).toBe(`Image uploaded as ${name}. Scripts and other active content were removed.`);
    const served = await (await fetch(`${server.url}/media/${name}`)).text();
    expect(served).not.toMatch(gone);
    expect(served).toContain('<circle');
  });

  it('stores an SVG without its xml-stylesheet prologue', async () => {
    const svg = SAFE_SVG.replace(
      '<svg',
      '<?xml-stylesheet href="https://evil.example/x.css" type="text/css"?><svg',
    );
    const answer = await image({ bytes: Buffer.from(svg), name: 'dot.svg' });
    expect(answer.status).toBe(200);
    const { name } = answer.body as { name: string };
    const served = await (await fetch(`${server.url}/media/${name}`)).text();
    expect(served).not.toMatch(/xml-stylesheet|evil\.example/);
  });

  it('accepts a safe SVG and serves it as image/svg+xml under a sandboxing policy', async () => {
    const answer = await image(
      { bytes: Buffer.from(SAFE_SVG), name: 'dot.svg' },
      { imageName: 'Dot' },
    );
    const { name } = answer.body as { name: string };
    expect(name).toMatch(/^dot-[0-9a-z]{10}\.svg$/);
    const served = await fetch(`${server.url}/media/${name}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('refuses a video sent as an image', async () => {
    const answer = await image({ bytes: SAMPLE_HEADS.mp4, name: 'clip.png' });
    expect(answer.status).toBe(400);
  });

  it('rejects a missing file with "Please upload an image"', async () => {
    const before = await names();
    expectFailed(await image(undefined), 400, 'Please upload an image');
    expect(await names()).toEqual(before);
  });

  it('rejects a missing image type with "Please Select the image type"', async () => {
    const before = await names();
    expectFailed(await image(png, { chosenOption: '' }), 400, 'Please Select the image type');
    expect(await names()).toEqual(before);
  });

  it('refuses an image over the size limit with 413 and stores nothing', async () => {
    const before = await names();
    const big = Buffer.concat([tinyPng(), Buffer.alloc(20 * 1024)]);
    expectFailed(
      await image({ bytes: big, name: 'big.png' }),
      413,
      'The image is larger than 10 KB.',
    );
    expect(await names()).toEqual(before);
  });

  it('answers 401 without a token and 403 to a customer token, storing nothing', async () => {
    const before = await names();
    const anonymous = await upload({
      path: '/api/uploadImage',
      fields: { chosenOption: 'Logo', imageName: 'x' },
      file: png,
    });
    expect(anonymous.status).toBe(401);
    const customer = await upload({
      path: '/api/uploadImage',
      fields: { token: customerToken, chosenOption: 'Logo', imageName: 'x' },
      file: png,
    });
    expect(customer.status).toBe(403);
    expect(await names()).toEqual(before);
  });

  it('takes the token as a bearer header too', async () => {
    const answer = await upload({
      path: '/api/uploadImage',
      fields: { chosenOption: 'Logo', imageName: 'Brand' },
      file: png,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
  });
});

describe('profile pictures', () => {
  it('serves a persona picture at /media/<name without spaces>.png, the newest upload winning', async () => {
    const first = await image(png, { chosenOption: 'Profile Picture', imageName: 'DanaReyes.png' });
    expect(first.status).toBe(200);
    const served = await fetch(`${server.url}/media/DanaReyes.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('no-cache');

    const svg = await image(
      { bytes: Buffer.from(SAFE_SVG), name: 'dana.svg' },
      { chosenOption: 'Profile Picture', imageName: 'Dana Reyes' },
    );
    expect(svg.status).toBe(200);
    const replaced = await fetch(`${server.url}/media/DanaReyes.png`);
    expect(replaced.headers.get('content-type')).toBe('image/svg+xml');
    expect(replaced.headers.get('etag')).toBe(`"${(svg.body as { name: string }).name}"`);
  });

  it('lists the picture under its persona address in the media library, so the editor asks only for pictures that exist', async () => {
    await image(png, { chosenOption: 'Profile Picture', imageName: 'Lee Wong' });
    await image(png, { chosenOption: 'Content Image', imageName: 'Lee Wong board' });
    const items = (await server.post('/api/mediaLibrary', { token })).body as MediaItem[];
    const aliases = items.map((item) => item.alias).filter(Boolean);
    expect(aliases).toContain('LeeWong.png');
    expect(aliases).not.toContain('LeeWongboard.png');
  });
});

describe('uploadVideo', () => {
  const video = (file: Upload['file'], videoName = 'Briefing') =>
    upload({ path: '/api/uploadVideo', fields: { token, videoName }, file });

  it('stores an MP4 and serves byte ranges for seeking', async () => {
    const bytes = Buffer.concat([SAMPLE_HEADS.mp4, Buffer.alloc(1000, 7)]);
    const answer = await video({ bytes, name: 'briefing.mp4' });
    const { name } = answer.body as { name: string };
    expect(name).toMatch(/^briefing-[0-9a-z]{10}\.mp4$/);

    const part = await fetch(`${server.url}/media/${name}`, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
  });

  it('stores audio (an MP3) too', async () => {
    const answer = await video({ bytes: SAMPLE_HEADS.mp3, name: 'alarm.mp3' }, 'Alarm');
    expect(answer.status).toBe(200);
  });

  it('rejects a missing file with "Please upload a video/audio"', async () => {
    const before = await names();
    expectFailed(await video(undefined), 400, 'Please upload a video/audio');
    expect(await names()).toEqual(before);
  });

  it('refuses an image sent as a video, storing nothing', async () => {
    const before = await names();
    expectFailed(
      await video(png),
      400,
      'This file is not a supported video or audio file: upload an MP4, WebM, MP3, WAV or OGG.',
    );
    expect(await names()).toEqual(before);
  });
});

describe('GET /media/<name>', () => {
  it('answers 404 for an unknown name', async () => {
    expect((await fetch(`${server.url}/media/nothing-here.png`)).status).toBe(404);
  });

  it('answers the images list 401 without a token and a customer only its scenarios’ images', async () => {
    expect((await server.post('/api/images', {})).status).toBe(401);
    const customer = await server.post('/api/images', { token: customerToken });
    expect(customer.status).toBe(200);
    expect(await names()).toEqual(expect.arrayContaining(customer.body as string[]));
  });
});
