import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recentlyUsed';

describe('a map of the recently used', () => {
  it('lets the least recently used go first once past its limit', () => {
    const kept = new RecentlyUsed<number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1); // a is now the most recently used
    kept.set('c', 3);
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c'), kept.size]).toEqual([1, 3, 2]);
    kept.delete('a');
    expect([kept.get('a'), kept.size]).toEqual([undefined, 1]);
  });
});
