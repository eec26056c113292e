import { describe, expect, it } from 'vitest';
import { beltFor } from './belt';

describe('beltFor', () => {
  it('names the belt of each subscription level', () => {
    expect(beltFor(0)).toEqual({ name: 'White belt', tone: 'white' });
    expect(beltFor(1)).toEqual({ name: 'Blue belt', tone: 'blue' });
    expect(beltFor(2)).toEqual({ name: 'Black belt', tone: 'black' });
  });

  it('shows no belt for level -1', () => {
    expect(beltFor(-1)).toBeNull();
  });
});
