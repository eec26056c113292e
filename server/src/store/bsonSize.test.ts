import { BSON } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { bsonSizeBound } from './bsonSize';

const docs: Record<string, object> = {
  empty: {},
  'strings with accents and emoji': { _id: 'a', name: 'Zoë ☕ 🚒', notes: '' },
  'small and large numbers': { a: 1, b: -2_147_483_649, c: 0.5, d: Number.MAX_SAFE_INTEGER },
  'nested objects and arrays': {
    team: {
      members: [
        { id: 'p1', at: new Date(0) },
        { id: 'p2', tags: ['x', 'y'] },
      ],
    },
    flags: [true, false, null],
  },
  'null and undefined fields': { a: null, b: undefined, c: [undefined] },
  'an update': { $set: { 'players.0.name': 'Ana' }, $inc: { version: 1 } },
};

describe('bsonSizeBound', () => {
  it.each(Object.entries(docs))('is never below the BSON size: %s', (_name, doc) => {
    const bound = bsonSizeBound(doc);
    expect(bound).toBeDefined();
    expect(bound).toBeGreaterThanOrEqual(BSON.calculateObjectSize(doc));
    // And close to it: numbers counted as doubles are its only slack.
    expect(bound! - BSON.calculateObjectSize(doc)).toBeLessThanOrEqual(4 * 8);
  });

  it('leaves documents holding other values to the driver', () => {
    expect(bsonSizeBound({ file: Buffer.from('x') })).toBeUndefined();
    expect(bsonSizeBound({ id: new BSON.ObjectId() })).toBeUndefined();
    expect(bsonSizeBound({ pattern: /x/ })).toBeUndefined();
  });
});
