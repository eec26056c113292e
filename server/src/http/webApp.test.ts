import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from './webApp';
import { serveOnLoopback } from '../testing/loopbackApp';

const SCRIPT = 'export const built = "yes";\n'.repeat(400);

/** The size of a copy the build wrote. */
function sizeOf(dist: string, file: string): string {
  return String(fs.statSync(path.join(dist, 'assets', file)).size);
}

/** The web app of `dist` on a free port: its address, and how to stop it. */
function serveWebApp(dist: string) {
  const app = express();
  app.use(webApp(dist));
  return serveOnLoopback(app);
}

describe('the web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-webapp-'));
  let url = '';
  let close = () => {};

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${'<p>page</p>'.repeat(200)}`);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log("x");\n'.repeat(500));
    // What the build writes next to a script (web/vite.compress.ts).
    const script = Buffer.from(SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'built-abc.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'built-abc.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'built-abc.js.gz'), gzipSync(script, { level: 9 }));
    ({ url, close } = await serveWebApp(dist));
  });
  afterAll(() => {
    close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends scripts gzipped, cached for a year, to a browser that accepts gzip', async () => {
    const response = await fetch(`${url}/assets/app-abc.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log("x");\n'.repeat(500));
  });

  it('sends the page for a client route gzipped and never cached', async () => {
    const response = await fetch(`${url}/e/some-token`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<p>page</p>');
  });

  it('answers 404 for a script of an older build, never the page', async () => {
    const response = await fetch(`${url}/assets/app-old.js`);
    expect(response.status).toBe(404);
  });

  it('sends plain bytes to a client that does not accept gzip', async () => {
    const response = await fetch(`${url}/assets/app-abc.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.text()).length).toBe('console.log("x");\n'.length * 500);
  });

  it('sends the Brotli copy written at build time to a browser that accepts it', async () => {
    const response = await fetch(`${url}/assets/built-abc.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBe(sizeOf(dist, 'built-abc.js.br'));
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('sends the gzip copy written at build time to a browser without Brotli', async () => {
    const response = await fetch(`${url}/assets/built-abc.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBe(sizeOf(dist, 'built-abc.js.gz'));
    expect(await response.text()).toBe(SCRIPT);
  });

  it('sends the built script as it is to a client that takes no compression', async () => {
    const response = await fetch(`${url}/assets/built-abc.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(sizeOf(dist, 'built-abc.js'));
    expect(await response.text()).toBe(SCRIPT);
  });

  it('compresses per request an asset the build wrote no copy of', async () => {
    const response = await fetch(`${url}/assets/app-abc.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('console.log("x");\n'.repeat(500));
  });
});

describe('an exercise link’s page', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-webapp-link-'));
  const files = '/assets/protocol-abc.js /assets/player-later_protocol-def.js';
  let url = '';
  let close = () => {};

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><head>\n    <meta name="dojo-protocol-files" content="${files}">\n  </head>`,
    );
    ({ url, close } = await serveWebApp(dist));
  });
  afterAll(() => {
    close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('asks for the protocol’s chunk itself, as its first scripts', async () => {
    for (const link of ['/exercise/link-ann', '/e/AB12CD', '/Exercise/link-ann/']) {
      const answer = await fetch(`${url}${link}`);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(preloads(await answer.text())).toEqual(files.split(' '));
    }
  });

  it('leaves it named only on every other page', async () => {
    for (const page of ['/', '/portal', '/exercise', '/editor/e/x']) {
      expect(preloads(await (await fetch(`${url}${page}`)).text())).toEqual([]);
    }
  });
});
