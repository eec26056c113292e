import type { io as ioFunction, Socket } from 'socket.io-client';
import {
  ERROR,
  PROTOCOL_VERSION,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@dojo/protocol';
import { loadProtocolDefs } from '../protocolLater';
import { dispatchBroadcast } from './bus';
import { emitOn, type AckEmitter } from './ack';
import { requestResync } from './resync';
import { SeqTracker } from './seqTracker';

export type DojoSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';
export interface Connection {
  socket: DojoSocket | null;
  status: ConnectionStatus;
}

interface PushParser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

type PushParsers = Record<string, { data: PushParser } | undefined>;
type ProtocolDefs = Awaited<ReturnType<typeof loadProtocolDefs>>;
const tracker = new SeqTracker();
const listeners = new Set<() => void>();
let connection: Connection = { socket: null, status: 'idle' };
let currentToken: string | null = null;

/** A handshake refused with one of these means the token's session is over (ended, expired). */
const SESSION_OVER: ReadonlySet<string> = new Set([
  ERROR.session_revoked,
  ERROR.session_expired,
  ERROR.account_missing,
  ERROR.invalid_token,
]);
const sessionOverListeners = new Set<(token: string) => void>();

/**
 * Called with the token whose session the server refused: ended on another device (the
 * sessions list), by a password change, or expired. The session stores sign out on it.
 */
export function onSessionOver(listener: (token: string) => void): () => void {
  sessionOverListeners.add(listener);
  return () => sessionOverListeners.delete(listener);
}

function update(next: Partial<Connection>): void {
  connection = { ...connection, ...next };
  for (const listener of listeners) listener();
}

/** Validates a push, drops duplicates, delivers it and resyncs its scope after a gap. */
function receive(defs: ProtocolDefs, name: string, raw: unknown): void {
  const parser = (defs.broadcasts as unknown as PushParsers)[name];
  if (!parser) return;
  const parsed = parser.data.safeParse(raw);
  if (!parsed.success) {
    console.warn(`Ignored a malformed ${name} push`);
    return;
  }
  const push = parsed.data as { scope: string; seq: number };
  const verdict = tracker.push(push.scope, push.seq);
  if (verdict === 'duplicate') return;
  dispatchBroadcast(name, push);
  if (verdict === 'gap') requestResync(push.scope);
}

/** After every (re)connect: compare the server's seq per scope with what we saw. */
async function sayHello(defs: ProtocolDefs, socket: DojoSocket): Promise<void> {
  try {
    const answer = await emitOn(socket as unknown as AckEmitter, defs.session.hello, {});
    for (const scope of tracker.hello(answer.scopes)) requestResync(scope);
  } catch (error) {
    console.warn('session.hello failed', error);
  }
}

const RELOADED_AT = 'protocolReloadAt';

/**
 * The server speaks a newer protocol: this page is an old build. Reload once to fetch the
 * current one; never more than once a minute, so a mismatched deploy cannot loop.
 */
function reloadForNewVersion(): void {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}

/**
 * The socket.io client is its own chunk, fetched when a page first needs the socket rather than
 * before the first screen renders (docs/ARCHITECTURE.md, "What the browser downloads").
 */
type SocketClient = { io: typeof ioFunction; defs: ProtocolDefs };
let client: Promise<SocketClient> | null = null;

/** The socket client and the pushes' schemas (the protocol's chunk), downloaded together. */
function loadClient(): Promise<SocketClient> {
  client ??= Promise.all([import('socket.io-client'), loadProtocolDefs()]).then(
    ([{ io }, defs]) => ({ io, defs }),
    (error: unknown) => {
      client = null; // a failed download is tried again by the next connect
      throw error;
    },
  );
  return client;
}

/** Opens the app's one socket for this token (a no-op if it is already open for it). */
export function connectRealtime(token: string): void {
  if (currentToken === token && connection.status !== 'idle') return;
  disconnectRealtime();
  currentToken = token;
  update({ status: 'connecting' });
  loadClient().then(
    ({ io, defs }) => {
      // Signed out or switched token while the client was downloading.
      if (currentToken === token && !connection.socket) open(io, defs, token);
    },
    (error: unknown) => {
      if (currentToken !== token) return;
      console.warn('Real-time client could not be loaded:', error);
      update({ status: 'disconnected' });
    },
  );
}

function open(io: typeof ioFunction, defs: ProtocolDefs, token: string): void {
  const socket: DojoSocket = io({
    auth: { token, protocol: PROTOCOL_VERSION },
    reconnection: true,
    // WebSocket first, long polling only where it fails (docs/realtime.md, "Transports"): a
    // closed tab then ends its socket at once, where a polling socket would count as present
    // until the ping times out (45 s), and there is no upgrade to miss on a busy machine.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  socket.on('connect', () => {
    update({ status: 'connected' });
    void sayHello(defs, socket);
  });
  socket.on('disconnect', (reason) => {
    update({ status: 'disconnected' });
    // A server shutting down (restart, deploy) disconnects us itself, and socket.io does not
    // retry that case on its own: reconnect, so the handshake decides whether we may.
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', (error) => {
    update({ status: 'disconnected' });
    // Refused by the server (bad token or protocol): socket.io will not retry on its own.
    if (socket.active) return;
    console.warn('Real-time connection refused:', error.message);
    const code = (error as { data?: { code?: string } }).data?.code;
    if (code === ERROR.protocol_mismatch) reloadForNewVersion();
    if (code !== undefined && SESSION_OVER.has(code))
      for (const listener of sessionOverListeners) listener(token);
  });
  socket.onAny((name: string, push: unknown) => receive(defs, name, push));
  update({ socket, status: 'connecting' });
}

export function disconnectRealtime(): void {
  connection.socket?.removeAllListeners();
  connection.socket?.offAny();
  connection.socket?.disconnect();
  currentToken = null;
  tracker.reset();
  update({ socket: null, status: 'idle' });
}

export function getSocket(): DojoSocket | null {
  return connection.socket;
}

export function getConnection(): Connection {
  return connection;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
