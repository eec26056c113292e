import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from './security';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** The headers an app with only `headers` answers with (the date left out). */
async function headersOf(headers: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(headers);
  app.get('/', (_req, res) => void res.end('ok'));
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/`);
  const seen = Object.fromEntries(answer.headers.entries());
  delete seen.date;
  return seen;
}

describe('the security headers', () => {
  it('are exactly the ones helmet sets at each request, worked out once', async () => {
    const hosts = ['https://media.example'];
    const once = await headersOf(securityHeaders(hosts));
    expect(once).toEqual(await headersOf(helmet(helmetOptions(hosts))));
    expect(once['content-security-policy']).toContain("img-src 'self' data: https://media.example");
    expect(Object.keys(once).length).toBeGreaterThan(10);
  });
});
