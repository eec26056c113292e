import { describe, expect, it } from 'vitest';
import { refreshWait } from './cooldown';

describe('refreshWait', () => {
  it('lets the first refresh happen at once', () => {
    expect(refreshWait(null, 1_000)).toBe(0);
  });

  it('holds the next refresh for 4 seconds', () => {
    expect(refreshWait(10_000, 11_500)).toBe(2_500);
    expect(refreshWait(10_000, 14_000)).toBe(0);
  });
});
