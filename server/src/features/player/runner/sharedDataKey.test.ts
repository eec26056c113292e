import { describe, expect, it } from 'vitest';
import { sharedDataKey } from './sharedDataKey';

const data = {
  full: false,
  finished: false,
  team: 'Athena',
  clock: { gameTime: 2_000, running: true },
};

describe('sharedDataKey', () => {
  it('is equal for equal data in one exercise', () => {
    expect(sharedDataKey('ex1', data, ['1|a'])).toBe(sharedDataKey('ex1', { ...data }, ['1|a']));
  });

  it('differs by exercise, team, clock, fullness and events', () => {
    const base = sharedDataKey('ex1', data, ['1|a']);
    expect(sharedDataKey('ex2', data, ['1|a'])).not.toBe(base);
    expect(sharedDataKey('ex1', { ...data, team: 'Artemis' }, ['1|a'])).not.toBe(base);
    const later = { ...data, clock: { gameTime: 2_001, running: true } };
    expect(sharedDataKey('ex1', later, ['1|a'])).not.toBe(base);
    expect(sharedDataKey('ex1', { ...data, full: true }, ['1|a'])).not.toBe(base);
    expect(sharedDataKey('ex1', data, ['1|b'])).not.toBe(base);
  });

  it('is null when an event is its player’s own', () => {
    expect(sharedDataKey('ex1', data, ['1|a', null])).toBeNull();
  });
});
