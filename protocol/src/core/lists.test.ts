import { describe, expect, it } from 'vitest';
import { moveItem } from './lists';
import { plural } from './text';

describe('moveItem', () => {
  it('moves an item forward and backward in a new array', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves the list as it is for an index outside it', () => {
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });
});

describe('plural', () => {
  it('adds an s unless the count is one', () => {
    expect(plural(1, 'player')).toBe('1 player');
    expect(plural(0, 'credit')).toBe('0 credits');
    expect(plural(3, 'player')).toBe('3 players');
  });
});
