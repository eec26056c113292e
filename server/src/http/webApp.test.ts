import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from './webApp';

describe('the web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-webapp-'));
  let url = '';
  let close = () => {};

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${'<p>page</p>'.repeat(200)}`);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log("x");\n'.repeat(500));
    const app = express();
    app.use(webApp(dist));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
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
});
