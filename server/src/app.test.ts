import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/testServer';

let server: TestServer;
let webDist: string;

beforeEach(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Incident Dojo</title>');
  server = await startTestServer({ WEB_DIST: webDist });
});
afterEach(async () => {
  await server.close();
});

describe('GET /api/health', () => {
  it('answers ok with the store in use', async () => {
    const { status, body } = await server.get('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', store: 'embedded' });
  });
});

describe('unknown calls', () => {
  it('answer 404 with a failed status naming the call', async () => {
    const { status, body } = await server.post('/api/noSuchCall', {});
    expect(status).toBe(404);
    expect(body).toEqual({
      type: 'failed',
      data: 'Unknown call: POST /api/noSuchCall',
      code: 'unknown_call',
    });
  });
});

describe('the web app', () => {
  it('is served for client routes with a strict content security policy', async () => {
    const { status, body, headers } = await server.get('/exercises/Some-Scenario');
    expect(status).toBe(200);
    expect(String(body)).toContain('<title>Incident Dojo</title>');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(headers.get('cache-control')).toBe('no-cache');
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish before the store closes', async () => {
    const login = server.post('/api/loginCustomer', {
      filename: 'acmecorp',
      password: 'acme-demo-2026',
    });
    while (server.inFlightRequests() === 0) await new Promise((resolve) => setImmediate(resolve));
    const closing = server.close();
    const { status } = await login;
    await closing;
    expect(status).toBe(200);
    server = await server.restart();
  });
});
