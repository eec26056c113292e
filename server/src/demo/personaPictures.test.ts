import { describe, expect, it } from 'vitest';
import { personaPictureName } from '@dojo/protocol';
import { avatarPng, seedPersonaPictures } from './personaPictures';
import { DEMO_ORGANISATIONS } from './library';

/** An in-memory media repo and store: what the seed writes, by name and alias. */
function memory() {
  const docs = new Map<string, { _id: string; alias?: string }>();
  const bytes = new Map<string, Buffer>();
  return {
    docs,
    bytes,
    repo: {
      findByAlias: async (alias: string) =>
        [...docs.values()].find((doc) => doc.alias === alias) ?? null,
      insert: async (doc: { _id: string; alias?: string }) => {
        docs.set(doc._id, doc);
        return { insertedId: doc._id };
      },
    },
    store: { put: async (name: string, data: Buffer) => void bytes.set(name, data) },
  };
}

describe('the demo persona pictures', () => {
  it('gives every demo persona a PNG under the address pages ask for, once', async () => {
    const media = memory();
    const deps = { ...media, clock: { now: () => 0 } } as unknown as Parameters<
      typeof seedPersonaPictures
    >[0];
    const personas = DEMO_ORGANISATIONS.flatMap((organisation) => organisation.personas);
    expect(await seedPersonaPictures(deps)).toBe(personas.length);
    for (const persona of personas) {
      const doc = await media.repo.findByAlias(personaPictureName(persona.name));
      expect(doc).not.toBeNull();
      const png = media.bytes.get(doc?._id ?? '');
      expect(png?.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
    expect(await seedPersonaPictures(deps)).toBe(0);
  });

  it('draws a PNG with the IHDR of its size', () => {
    const png = avatarPng([10, 20, 30], 32);
    expect(png.readUInt32BE(16)).toBe(32);
    expect(png.readUInt32BE(20)).toBe(32);
  });
});
