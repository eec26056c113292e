import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerCalls } from '@dojo/protocol';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { systemClock } from '../core/clock';
import { openStore, type Store } from '../store';
import { compose, type Composed } from './compose';
import type { CallDispatch } from '../http/callTable';

/**
 * Express walks its layers in order for every request; the player's calls are most of the
 * traffic (a poll every 5 s per player), so they come before the other features' routes
 * (issue 36: walking them was about 6% of the server's CPU under polling).
 */
interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[]; calls?: CallDispatch['calls']; router?: { stack: Layer[] } };
}

/** Every route of the app in the order a request meets them: "METHOD path". */
function routesInOrder(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).map((method) => method.toUpperCase());
      return methods.map((method) => `${method} ${layer.route!.path}`);
    }
    // A router's protocol calls: one layer, one table (callTable.ts), in the order bound.
    const { calls } = layer.handle;
    if (calls) return [...calls].map(([key, call]) => `${key.split(' ')[0]} ${call.route.path}`);
    // A feature's router behind its gate (http/routerGate.ts), or a router as it is.
    const stack = layer.handle.router?.stack ?? layer.handle.stack;
    return stack ? routesInOrder(stack) : [];
  });
}

let dir: string;
let store: Store;
let composed: Composed;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-routing-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' });
  store = await openStore({ dataDir: dir });
  composed = await compose({ config, store, clock: systemClock, logger: createLogger(config) });
});
afterAll(async () => {
  await composed.close();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('routing order', () => {
  it('meets every player call before any other feature’s call', () => {
    const routes = routesInOrder(
      (composed.app as unknown as { router: { stack: Layer[] } }).router.stack,
    );
    const player = new Set(Object.values(playerCalls).map((call) => `${call.method} ${call.path}`));
    const lastPlayerCall = Math.max(...[...player].map((call) => routes.indexOf(call)));
    expect(routes.filter((call) => player.has(call))).toHaveLength(player.size);
    const before = routes.slice(0, lastPlayerCall).filter((call) => !player.has(call));
    expect(before).toEqual([]);
  });
});
