import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../store';
import { ssoRepo, type SignOnHandoverDoc, type SsoRepo } from './sso.repo';

let dir: string;
let store: Store;
let repo: SsoRepo;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-sso-'));
  store = await openStore({ dataDir: dir });
  repo = ssoRepo(store);
  await repo.ensureIndexes();
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A flow started `agoMs` before now, with its ten minutes. */
function flow(id: string, agoMs: number) {
  const expiresAt = Date.now() - agoMs + 10 * 60_000;
  return {
    _id: id,
    connection: 'client:acmecorp',
    codeVerifier: `verifier-${id}`,
    nonce: `nonce-${id}`,
    expiresAt,
    expireAt: new Date(expiresAt),
  };
}

describe('sign-on flows and handovers nobody finished', () => {
  it('are removed by the store once their time has passed (TTL index), fresh ones stay', async () => {
    const flows = store.collection('signOnFlows');
    // Inserted as they were: an abandoned flow from an hour ago, and one started now.
    await flows.insertOne(flow('abandoned', 60 * 60_000));
    await flows.insertOne(flow('fresh', 0));
    const handovers = store.collection<SignOnHandoverDoc>('signOnHandovers');
    const past = Date.now() - 5 * 60_000;
    await handovers.insertOne({
      _id: 'old',
      username: 'a',
      expiresAt: past,
      expireAt: new Date(past),
    });
    expect((await flows.find({})).map((doc) => doc._id)).toEqual(['fresh']);
    expect(await handovers.countDocuments({})).toBe(0);
    // What is left still works as before.
    expect(await repo.takeFlow('fresh', Date.now())).toMatchObject({ nonce: 'nonce-fresh' });
  });

  it('keeps a live flow until it is taken, once', async () => {
    await repo.startFlow(flow('live', 0));
    expect(await repo.takeFlow('live', Date.now())).toMatchObject({
      codeVerifier: 'verifier-live',
    });
    expect(await repo.takeFlow('live', Date.now())).toBeNull();
  });
});
