import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../shared/session/memoryStorage';
import {
  PLAYER_KEYS,
  enterExercise,
  pendingExercise,
  readAlias,
  readDeviceSecret,
  saveAlias,
  saveDeviceSecret,
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

describe('the device secrets of a facilitated session', () => {
  it('are kept per alias and read back for a rejoin', () => {
    const storage = agreedIn('abc');
    saveDeviceSecret(storage, 'ann', 'secret-ann');
    saveDeviceSecret(storage, 'bob', 'secret-bob');
    expect(readDeviceSecret(storage, 'ann')).toBe('secret-ann');
    expect(readDeviceSecret(storage, 'carl')).toBeNull();
  });

  it('are cleared when another exercise is opened', () => {
    const storage = agreedIn('abc');
    saveDeviceSecret(storage, 'ann', 'secret-ann');
    enterExercise(storage, 'xyz');
    expect(readDeviceSecret(storage, 'ann')).toBeNull();
  });

  it('read nothing from a damaged value', () => {
    const storage = agreedIn('abc');
    storage.setItem(PLAYER_KEYS.devices, '{not json');
    expect(readDeviceSecret(storage, 'ann')).toBeNull();
  });
});
