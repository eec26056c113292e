import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadConfig } from './config';
import { InFlight } from './http/inFlight';
import { createLogger } from './logger';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The app with one call, logging into `lines` at `level`: whether the call had a request logger. */
async function call(level: 'info' | 'warn', lines: string[], path = '/api/ping'): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', LOG_LEVEL: level });
  const router = Router();
  router.post('/api/ping', (req, res) => void res.json({ logger: 'log' in req }));
  const app = createApp({
    logger: createLogger(config, { write: (line: string) => void lines.push(line) }),
    inFlight: new InFlight(),
    routers: [router],
    webDist: '/nonexistent',
    http: config,
    identify: async () => ({ kind: 'anonymous' }) as never,
  });
  const server = app.listen(0, '127.0.0.1');
  close = () => server.close();
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const method = path === '/api/ping' ? 'POST' : 'GET';
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, { method });
  const body = await answer.text();
  await new Promise((resolve) => setImmediate(resolve));
  return `${answer.status} ${body}`;
}

describe('request logs', () => {
  it('logs each request at info', async () => {
    const lines: string[] = [];
    expect(await call('info', lines)).toBe('200 {"logger":true}');
    expect(lines.some((line) => line.includes('"url":"/api/ping"'))).toBe(true);
  });

  it('above info, answers the same without the per-request logger', async () => {
    const lines: string[] = [];
    expect(await call('warn', lines)).toBe('200 {"logger":false}');
    expect(lines).toEqual([]);
  });

  it('logs no link token and no query value of a URL', async () => {
    const lines: string[] = [];
    const secrets = [
      'PlayerLinkTok3n',
      'FacilTok3n',
      'ShortTok3n',
      'QueryTok3n',
      'pia@example.org',
    ];
    await call('info', lines, '/exercise/PlayerLinkTok3n');
    await call('info', lines, '/facilitator/FacilTok3n/');
    await call('info', lines, '/e/ShortTok3n');
    await call('info', lines, '/metrics?token=QueryTok3n&email=pia%40example.org');
    await call('info', lines, '/exercise/tutorial');
    const logged = lines.join('\n');
    for (const secret of secrets) expect(logged).not.toContain(secret);
    expect(logged).toContain('"url":"/exercise/<redacted>"');
    expect(logged).toContain('"url":"/facilitator/<redacted>/"');
    expect(logged).toContain('"url":"/metrics?token=<redacted>&email=<redacted>"');
    expect(logged).toContain('"url":"/exercise/tutorial"');
  });
});
