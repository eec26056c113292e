import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { writePacket } from './engineWrite';

let httpServer: http.Server;
let io: Server;
let client: Socket;

afterEach(async () => {
  client.disconnect();
  await io.close();
});

/** A bare socket.io server and one client on the given transport; answers the server side. */
async function pair(transport: 'websocket' | 'polling'): Promise<ServerSocket> {
  httpServer = http.createServer();
  io = new Server(httpServer);
  const joined = new Promise<ServerSocket>((resolve) => io.once('connection', resolve));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  client = connect(`http://127.0.0.1:${port}`, { transports: [transport], reconnection: false });
  return joined;
}

function received(count: number): Promise<unknown[]> {
  const seen: unknown[] = [];
  return new Promise((resolve) => {
    client.on('n', (value: unknown) => {
      seen.push(value);
      if (seen.length === count) resolve(seen);
    });
  });
}

const packet = (n: number) => `2["n",${n}]`;

describe('writing a pre-encoded packet to a connection', () => {
  it('goes straight to the WebSocket and keeps its order among ordinary emits', async () => {
    const socket = await pair('websocket');
    const engineWrite = vi.spyOn(socket.conn, 'write');
    const arrived = received(6);
    writePacket(socket.conn, packet(1));
    socket.emit('n', 2);
    writePacket(socket.conn, packet(3));
    writePacket(socket.conn, packet(4));
    socket.emit('n', 5);
    writePacket(socket.conn, packet(6));
    expect(await arrived).toEqual([1, 2, 3, 4, 5, 6]);
    // The first went past engine.io's packet machinery; a later one that finds an emit held
    // back queues behind it through engine.io, as it must.
    const throughEngine = engineWrite.mock.calls.map(([data]) => data);
    expect(throughEngine).not.toContain(packet(1));
    expect(throughEngine).not.toContain(packet(3));
  });

  it('takes engine.io’s path on long polling, and still arrives', async () => {
    const socket = await pair('polling');
    const engineWrite = vi.spyOn(socket.conn, 'write');
    const arrived = received(3);
    writePacket(socket.conn, packet(1));
    socket.emit('n', 2);
    writePacket(socket.conn, packet(3));
    expect(await arrived).toEqual([1, 2, 3]);
    const throughEngine = engineWrite.mock.calls.map(([data]) => data);
    expect(throughEngine).toEqual(expect.arrayContaining([packet(1), packet(3)]));
  });

  it('reads the engine.io internals it relies on (an upgrade that moves them fails here)', async () => {
    const socket = await pair('websocket');
    const engine = socket.conn as unknown as Record<string, unknown> & {
      transport: { name: string; socket: { send: unknown; readyState: number } };
    };
    expect(engine.readyState).toBe('open');
    expect(engine.upgrading).toBe(false);
    expect(Array.isArray(engine.writeBuffer)).toBe(true);
    expect(engine.transport.name).toBe('websocket');
    expect(typeof engine.transport.socket.send).toBe('function');
    expect(engine.transport.socket.readyState).toBe(1);
  });
});
