import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';
import { openStore, type Store } from '../store';

/**
 * A fresh embedded store in a folder of its own for each test of the calling file (its
 * beforeEach and afterEach, which also restore vitest's spies): call the answer for it.
 */
export function eachTempStore(name: string): () => Store {
  let dir = '';
  let store: Store | undefined;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `dojo-${name}-`));
    store = await openStore({ dataDir: dir });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await store?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!store) throw new Error('the store opens before each test');
    return store;
  };
}
