import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memoryStorage';
import { useSession } from './sessionStore';
import { useStaffSession } from './staffSessionStore';
import { startSession } from './startSession';

const DAY = 86_400_000;
const now = 1_700_000_000_000;
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  useSession.getState().signOut();
  useStaffSession.getState().signOut();
  vi.unstubAllGlobals();
});

describe('the session store', () => {
  it('stores token, user, role, agreed, level and setupTime under their own keys on sign-in', () => {
    useSession
      .getState()
      .signIn({ token: 'jwt', user: 'acme', role: '1', agreed: true, level: 2 }, now);
    expect(Object.fromEntries(storage.items)).toEqual({
      token: 'jwt',
      user: 'acme',
      role: '1',
      agreed: 'true',
      level: '2',
      setupTime: String(now),
    });
  });

  it('clears authentication, user, role and the stored items on sign-out', () => {
    const session = useSession.getState();
    session.signIn({ token: 'jwt', user: 'acme', role: '01', agreed: true, level: 0 }, now);
    session.setNdaAgreed(true);
    useSession.getState().signOut();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, role: null });
    expect(Object.fromEntries(storage.items)).toEqual({ setupTime: String(now) });
  });

  it('reads a stored session back at start-up', async () => {
    storage.setItem('setupTime', String(now - 1000));
    storage.setItem('token', 'jwt');
    storage.setItem('user', 'acme');
    storage.setItem('role', '0');
    storage.setItem('level', '1');
    await startSession(now);
    expect(useSession.getState()).toMatchObject({
      token: 'jwt',
      user: 'acme',
      role: '0',
      agreed: false,
      level: 1,
    });
  });

  it('starts signed out when the stored setup time is older than 24 hours', async () => {
    storage.setItem('setupTime', String(now - DAY - 1));
    storage.setItem('token', 'jwt');
    storage.setItem('editorToken', 'staff');
    await startSession(now);
    expect(useSession.getState().token).toBeNull();
    expect(useStaffSession.getState().editorToken).toBeNull();
    expect(storage.getItem('token')).toBeNull();
  });

  it('keeps the staff session under the editor keys', () => {
    useStaffSession.getState().signIn({ token: 's', user: 'ed', role: 'editor' }, now);
    expect(storage.getItem('editorToken')).toBe('s');
    expect(storage.getItem('editorUser')).toBe('ed');
    expect(storage.getItem('editorRole')).toBe('editor');
    expect(storage.getItem('token')).toBeNull();
  });
});
