import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCall } from './callTable';
import { enteredWhenTaken, mayTake } from './routerGate';
import { serveOnLoopback } from '../testing/loopbackApp';

/**
 * Turns of the event loop so far: a setImmediate chain counts one per check phase while a
 * request is on its way, so a handler can say how many turns its request waited.
 */
let turns = 0;
let chain = 0;
function countTurns(of: number) {
  if (of !== chain) return;
  turns += 1;
  setImmediate(countTurns, of);
}

let url: string;
let close: () => Promise<void>;
const first = Router();
const second = Router();
const third = Router();
const withErrors = Router();

const waited = (req: Request) => turns - (req as Request & { arrived: number }).arrived;

beforeAll(async () => {
  // The first router guards the second's sign-in on its path, as single sign-on does.
  first.use('/api/signIn', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('x-guarded', 'yes');
    next();
  });
  addCall(first, 'POST', '/api/first', async (req, res) => {
    res.json({ call: 'first', waited: waited(req) });
  });
  addCall(second, 'POST', '/api/signIn', async (_req, res) => {
    res.json({ call: 'signIn' });
  });
  second.get('/api/item/:name', (req: Request, res: Response) => {
    res.json({ item: req.params.name });
  });
  addCall(third, 'POST', '/api/third', async (req, res) => {
    res.json({ call: 'third', waited: waited(req) });
  });
  addCall(first, 'POST', '/api/fails', async () => {
    throw new Error('broken');
  });
  addCall(withErrors, 'POST', '/api/failsHandled', async () => {
    throw new Error('handled');
  });
  withErrors.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({ seenBy: 'withErrors', error: error.message });
  });

  const app = express();
  app.use((req: Request, _res: Response, next: NextFunction) => {
    (req as Request & { arrived: number }).arrived = turns;
    next();
  });
  for (const router of [first, second, third, withErrors]) app.use(enteredWhenTaken(router));
  app.use((_req: Request, res: Response) => res.status(404).json({ call: 'none' }));
  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) =>
    res.status(500).json({ seenBy: 'app', error: error.message }),
  );
  ({ url, close } = await serveOnLoopback(app));
});
afterAll(() => close());

async function call(method: string, path: string) {
  const res = await fetch(url + path, { method });
  return { status: res.status, guarded: res.headers.get('x-guarded'), body: await res.json() };
}

async function turnsWaited(path: string): Promise<number> {
  chain += 1;
  setImmediate(countTurns, chain);
  try {
    const { body } = await call('POST', path);
    return (body as { waited: number }).waited;
  } finally {
    chain += 1;
  }
}

describe('a feature router behind its gate', () => {
  it('is entered only by a request one of its layers may take', () => {
    const request = (method: string, path: string) => ({ method, path }) as Request;
    expect(mayTake(first, request('POST', '/api/first'))).toBe(true);
    expect(mayTake(first, request('POST', '/api/signIn'))).toBe(true);
    expect(mayTake(first, request('POST', '/api/third'))).toBe(false);
    expect(mayTake(second, request('GET', '/api/item/x'))).toBe(true);
    expect(mayTake(second, request('GET', '/api/first'))).toBe(false);
    expect(mayTake(third, request('GET', '/index.html'))).toBe(false);
  });

  it('costs a call of the third router no more turns of the event loop than one of the first', async () => {
    // Each router passed by cost a turn (express leaves a router by setImmediate).
    const ofFirst = await turnsWaited('/api/first');
    const ofThird = await turnsWaited('/api/third');
    expect(ofThird).toBe(ofFirst);
  });

  it('keeps the order: a router guarding another’s call on its path still runs first', async () => {
    expect(await call('POST', '/api/signIn')).toEqual({
      status: 200,
      guarded: 'yes',
      body: { call: 'signIn' },
    });
  });

  it('answers a route with a parameter, and passes on what no router takes', async () => {
    expect((await call('GET', '/api/item/a%20b')).body).toEqual({ item: 'a b' });
    expect(await call('GET', '/api/nothing')).toMatchObject({ status: 404 });
  });

  it('hands a router’s own error to its error-handling layer, and others’ to the app’s', async () => {
    expect(await call('POST', '/api/failsHandled')).toMatchObject({
      status: 500,
      body: { seenBy: 'withErrors', error: 'handled' },
    });
    expect(await call('POST', '/api/fails')).toMatchObject({
      status: 500,
      body: { seenBy: 'app', error: 'broken' },
    });
    const request = { method: 'POST', path: '/api/other' } as Request;
    expect(mayTake(withErrors, request)).toBe(false);
  });
});
