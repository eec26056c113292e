import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newLinkToken } from '../features/exercises/tokens';
import { openStore } from './index';
import { newId, RANDOM_ID_LENGTH } from './ids';

const urlSafe = /^[A-Za-z0-9_-]+$/;

describe('random ids', () => {
  it('are 20 URL-safe characters and do not repeat', () => {
    const ids = Array.from({ length: 500 }, newId);
    expect(RANDOM_ID_LENGTH).toBe(20);
    for (const id of ids) expect(id).toMatch(urlSafe);
    expect(ids.every((id) => id.length === 20)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('give player and facilitator links 20-character tokens', () => {
    const token = newLinkToken();
    expect(token).toHaveLength(20);
    expect(token).toMatch(urlSafe);
  });

  it('give documents the store creates by upsert a 20-character id', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-ids-'));
    const store = await openStore({ dataDir });
    const players = store.collection<{ _id: string; email: string }>('players');
    await players.updateOne(
      { email: 'ana@acme.example' },
      { $set: { email: 'ana@acme.example' } },
      { upsert: true },
    );
    const saved = await players.findOne({ email: 'ana@acme.example' });
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(saved?._id).toHaveLength(20);
  });
});
