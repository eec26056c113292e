import { describe, expect, it } from 'vitest';
import { isSetupStale, startStorageClock } from './expiry';
import { MemoryStorage } from './memoryStorage';

const DAY = 86_400_000;
const now = 1_700_000_000_000;

describe('isSetupStale', () => {
  it('keeps a setup time exactly 24 hours old', () => {
    expect(isSetupStale(String(now - DAY), now)).toBe(false);
  });

  it('drops a setup time older than 24 hours', () => {
    expect(isSetupStale(String(now - DAY - 1), now)).toBe(true);
  });

  it('treats a missing setup time as fresh and an unreadable one as stale', () => {
    expect(isSetupStale(null, now)).toBe(false);
    expect(isSetupStale('yesterday', now)).toBe(true);
  });
});

describe('startStorageClock', () => {
  it('clears everything in storage once the setup time is older than 24 hours', () => {
    const storage = new MemoryStorage();
    storage.setItem('setupTime', String(now - DAY - 1));
    storage.setItem('token', 't');
    storage.setItem('editorToken', 'e');
    storage.setItem('alias', 'someone');

    expect(startStorageClock(storage, now)).toBe('cleared');
    expect([...storage.items]).toEqual([['setupTime', String(now)]]);
  });

  it('keeps storage younger than 24 hours untouched', () => {
    const storage = new MemoryStorage();
    storage.setItem('setupTime', String(now - 1000));
    storage.setItem('token', 't');

    expect(startStorageClock(storage, now)).toBe('kept');
    expect(storage.getItem('token')).toBe('t');
    expect(storage.getItem('setupTime')).toBe(String(now - 1000));
  });

  it('starts the clock when no setup time is stored', () => {
    const storage = new MemoryStorage();
    expect(startStorageClock(storage, now)).toBe('started');
    expect(storage.getItem('setupTime')).toBe(String(now));
  });
});
