import { describe, expect, it } from 'vitest';
import { logoName, signedInAs } from './userLogo';

describe('logoName', () => {
  it("takes the part of the username before the first '-'", () => {
    expect(logoName('acmecorp-trainer-2')).toBe('acmecorp');
    expect(logoName('acmecorp')).toBe('acmecorp');
  });
});

describe('signedInAs', () => {
  it("names a trainer by the part after the first '-', with the client beside it", () => {
    expect(signedInAs('acmecorp-alice')).toEqual({ name: 'alice', client: 'acmecorp' });
    expect(signedInAs('acmecorp-trainer-2')).toEqual({ name: 'trainer-2', client: 'acmecorp' });
  });
  it('names an owner or a learner by the username', () => {
    expect(signedInAs('acmecorp')).toEqual({ name: 'acmecorp', client: null });
  });
});
