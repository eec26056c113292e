import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../shared/session/memoryStorage';
import {
  PLAYER_KEYS,
  enterExercise,
  pendingExercise,
  readAlias,
  saveAlias,
} from './exerciseStorage';

function agreedIn(token: string) {
  const storage = new MemoryStorage();
  enterExercise(storage, token);
  saveAlias(storage, 'ann', 'Athena');
  return storage;
}

describe('the per-exercise choices', () => {
  it('are kept when the same exercise is opened again', () => {
    const storage = agreedIn('abc');
    expect(enterExercise(storage, 'abc')).toBe(false);
    expect(readAlias(storage)).toEqual({ alias: 'ann', team: 'Athena' });
  });

  it('are cleared when another exercise token is opened (the caller clears the NDA)', () => {
    const storage = agreedIn('abc');
    expect(enterExercise(storage, 'xyz')).toBe(true);
    expect(readAlias(storage)).toEqual({ alias: null, team: null });
    expect(storage.getItem(PLAYER_KEYS.exercise)).toBe('xyz');
  });
});

describe('the pending redirect', () => {
  it('offers the exercise opened last', () => {
    const storage = agreedIn('abc');
    expect(pendingExercise(storage)).toBe('abc');
  });

  it('is cleared by a token longer than 50 characters', () => {
    const storage = agreedIn('abc');
    enterExercise(storage, 'x'.repeat(51));
    expect(pendingExercise(storage)).toBeNull();
  });

  it('drops a stored token longer than 50 characters instead of offering it', () => {
    const storage = new MemoryStorage();
    storage.setItem(PLAYER_KEYS.exercise, 'y'.repeat(60));
    expect(pendingExercise(storage)).toBeNull();
    expect(storage.getItem(PLAYER_KEYS.exercise)).toBeNull();
  });
});
