import { describe, expect, it } from 'vitest';
import { logoName } from './userLogo';

describe('logoName', () => {
  it("takes the part of the username before the first '-'", () => {
    expect(logoName('acmecorp-trainer-2')).toBe('acmecorp');
    expect(logoName('acmecorp')).toBe('acmecorp');
  });
});
