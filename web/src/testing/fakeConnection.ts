import type { Connection } from '../shared/realtime/connection';

/*
 * A stand-in for the app's socket (web/src/shared/realtime/connection.ts) for component tests
 * that need the live state without a server:
 *   vi.mock('../shared/realtime/connection', () => import('../testing/fakeConnection'));
 * then `setSocketStatus('connected')` inside act(), and `resetFakeConnection()` after each test.
 */

const listeners = new Set<() => void>();
let connection: Connection = { socket: null, status: 'disconnected' };

/** Every token a screen opened the socket with, in order. */
export const openedWith: string[] = [];

export function getConnection(): Connection {
  return connection;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function connectRealtime(token: string): void {
  openedWith.push(token);
}

export function disconnectRealtime(): void {}

export function getSocket(): Connection['socket'] {
  return connection.socket;
}

export function onSessionOver(): () => void {
  return () => undefined;
}

/** The socket goes up or down: every screen reading it renders again. */
export function setSocketStatus(status: Connection['status']): void {
  const socket = (status === 'connected' ? {} : null) as Connection['socket'];
  connection = { socket, status };
  for (const listener of listeners) listener();
}

/** Down again, and no token remembered. */
export function resetFakeConnection(): void {
  setSocketStatus('disconnected');
  openedWith.length = 0;
}
