import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION } from '@dojo/protocol';
import { createLogger } from '../logger';
import { Publisher } from './publisher';
import { createSocketServer } from './socketServer';
import type { DojoSocket } from './types';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A socket server with a fake access check: every token is player `p1` of exercise `e1`. */
async function serve(): Promise<{ url: string; joined: Promise<DojoSocket> }> {
  const httpServer = http.createServer();
  const clock = { now: () => Date.now() };
  const { io } = createSocketServer(httpServer, {
    access: {
      authenticate: async () => ({
        principal: { kind: 'player', user: 'p1', exerciseId: 'e1', playerId: 'p1', team: null },
        rooms: ['session:s1'],
      }),
      scopesFor: () => ['player:e1:p1'],
    },
    publisher: new Publisher(clock),
    logger: createLogger({ LOG_LEVEL: 'silent' }),
    clock,
  });
  // Registered after the server's own handler, so it sees the socket as the server left it.
  const joined = new Promise<DojoSocket>((resolve) => io.on('connection', resolve));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => void io.close(() => resolve())));
  const { port } = httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, joined };
}

function open(url: string): Socket {
  const socket = connect(url, {
    auth: { token: 't', protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  closers.unshift(async () => void socket.disconnect());
  return socket;
}

describe('a connected socket', () => {
  it('keeps no reference to its upgrade request once its handshake is done', async () => {
    const { url, joined } = await serve();
    open(url);
    const socket = await joined;
    expect(socket.conn.request).toBeNull();
    // What the handshake needed was taken before: the token's principal, rooms and auth.
    expect(socket.data.principal).toMatchObject({ kind: 'player', playerId: 'p1' });
    expect(socket.rooms.has('player:e1:p1')).toBe(true);
    expect(socket.rooms.has('session:s1')).toBe(true);
    expect(socket.handshake.auth).toMatchObject({ token: 't' });
  });

  it('still answers its commands', async () => {
    const { url, joined } = await serve();
    const client = open(url);
    await joined;
    const ack = (await client.timeout(5_000).emitWithAck('session.hello', {})) as {
      ok: boolean;
    };
    expect(ack.ok).toBe(true);
  });
});
