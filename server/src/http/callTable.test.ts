import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCall, type CallDispatch } from './callTable';
import { serveOnLoopback } from '../testing/loopbackApp';

let url: string;
let close: () => Promise<void>;
const router = Router();

beforeAll(async () => {
  addCall(router, 'POST', '/api/getMail', async (req, res) => {
    res.json({ call: 'getMail', route: (req.route as { path: string }).path });
  });
  addCall(router, 'GET', '/api/getPortalScenarios', async (_req, res) => {
    res.json({ call: 'catalogue' });
  });
  addCall(router, 'POST', '/api/fails', async () => {
    throw new Error('broken');
  });
  const app = express();
  app.use(router);
  app.use((_req: Request, res: Response) => res.status(404).json({ call: 'none' }));
  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) =>
    res.status(500).json({ error: error.message }),
  );
  ({ url, close } = await serveOnLoopback(app));
});
afterAll(() => close());

async function call(method: string, path: string) {
  const res = await fetch(url + path, { method });
  return { status: res.status, body: method === 'HEAD' ? null : await res.json() };
}

describe('the calls of a router', () => {
  it('finds a call by method and path, as express matches a plain path', async () => {
    const found = { status: 200, body: { call: 'getMail', route: '/api/getMail' } };
    expect(await call('POST', '/api/getMail')).toEqual(found);
    expect(await call('POST', '/API/GETMAIL')).toEqual(found);
    expect(await call('POST', '/api/getMail/')).toEqual(found);
    expect(await call('POST', '/api/getMail?x=1')).toEqual(found);
    expect((await call('HEAD', '/api/getPortalScenarios')).status).toBe(200);
  });

  it('passes on what is not one of its calls', async () => {
    expect(await call('GET', '/api/getMail')).toEqual({ status: 404, body: { call: 'none' } });
    expect((await call('POST', '/api/getMail/x')).status).toBe(404);
    expect((await call('POST', '/api/getMai')).status).toBe(404);
  });

  it('hands a failed call to the error handler', async () => {
    expect(await call('POST', '/api/fails')).toEqual({ status: 500, body: { error: 'broken' } });
  });

  it('is one layer of its router, whatever the number of calls', () => {
    const layers = (router as unknown as { stack: { handle: Partial<CallDispatch> }[] }).stack;
    expect(layers).toHaveLength(1);
    expect([...layers[0]!.handle.calls!.keys()]).toEqual([
      'POST /api/getmail',
      'GET /api/getportalscenarios',
      'POST /api/fails',
    ]);
  });

  it('handles a call in the loop’s check phase, after the requests already read', async () => {
    const order: string[] = [];
    const table = Router();
    addCall(table, 'POST', '/api/phase', async () => {
      order.push('handled');
    });
    const [layer] = (table as unknown as { stack: { handle: CallDispatch }[] }).stack;
    const req = { method: 'POST', path: '/api/phase' } as Request;
    const done = layer!.handle(req, {} as Response, () => order.push('passed'));
    await Promise.resolve();
    order.push('microtasks');
    setImmediate(() => order.push('immediate'));
    await done;
    expect(order).toEqual(['microtasks', 'handled']);
  });

  it('refuses a call bound twice', () => {
    const noop = async () => undefined;
    expect(() => addCall(router, 'POST', '/api/getMail', noop)).toThrow('bound twice');
  });

  it('refuses a call whose route of the same path comes after the table', () => {
    const late = Router();
    addCall(late, 'POST', '/api/images', async () => undefined);
    late.post('/api/upload', (_req, _res, next) => next());
    expect(() => addCall(late, 'POST', '/api/upload', async () => undefined)).toThrow(
      'before the router',
    );
  });

  it('routes a call with a path parameter through express', async () => {
    const other = Router();
    addCall(other, 'DELETE', '/api/deleteClient/:name', async (req, res) => {
      res.json({ name: req.params.name });
    });
    const app = express().use(other);
    const served = await serveOnLoopback(app);
    const res = await fetch(`${served.url}/api/deleteClient/acme`, { method: 'DELETE' });
    expect(await res.json()).toEqual({ name: 'acme' });
    await served.close();
  });
});
