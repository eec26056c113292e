import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket as ServerSocket } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { BareSockets } from '../testing/bareSockets';
import { PacketTail, writePacket } from './engineWrite';
import { SharedPackets } from './sharedPackets';

const bare = new BareSockets();
afterEach(() => bare.close());
const serve = bare.serve.bind(bare);

function received(client: Socket, count: number, event = 'n'): Promise<unknown[]> {
  const seen: unknown[] = [];
  return new Promise((resolve) => {
    client.on(event, (value: unknown) => {
      seen.push(value);
      if (seen.length === count) resolve(seen);
    });
  });
}

/** socket.io's `2["n",<n>]`, split as the shared pushes split it: a head and a shared tail. */
const write = (socket: ServerSocket, n: number) =>
  writePacket(socket.conn, '2["n",', new PacketTail(`${n}]`));

/** The transport's ws frame writer (engine.io's internals, pinned by wsFrames.test.ts). */
const senderOf = (socket: ServerSocket) =>
  (
    socket.conn as unknown as {
      transport: { socket: { _sender: { sendFrame(f: Buffer[]): void } } };
    }
  ).transport.socket._sender;

describe('writing a pre-encoded packet to a connection', () => {
  it('frames it straight onto the WebSocket and keeps its order among ordinary emits', async () => {
    const [socket] = (await serve(1)) as [ServerSocket];
    const engineWrite = vi.spyOn(socket.conn, 'write');
    const frames = vi.spyOn(senderOf(socket), 'sendFrame');
    const arrived = received(bare.clients[0]!, 6);
    write(socket, 1);
    socket.emit('n', 2);
    write(socket, 3);
    write(socket, 4);
    socket.emit('n', 5);
    write(socket, 6);
    expect(await arrived).toEqual([1, 2, 3, 4, 5, 6]);
    // The first went past engine.io's packet machinery as one frame in one buffer; a later
    // one that finds an emit held back queues behind it through engine.io, as it must.
    const throughEngine = engineWrite.mock.calls.map(([data]) => data);
    expect(throughEngine).not.toContain('2["n",1]');
    expect(frames.mock.calls[0]![0].map((b) => b.toString('latin1'))).toEqual([
      '\x81\x094' + '2["n",' + '1]',
    ]);
  });

  it('writes a large shared end as the very same buffer behind each socket’s own head', async () => {
    const sockets = await serve(2);
    const frames = sockets.map((socket) => vi.spyOn(senderOf(socket), 'sendFrame'));
    const arrived = bare.clients.map((client) => received(client, 1));
    const big = 'b'.repeat(5_000);
    const tail = new PacketTail(`${JSON.stringify(big)}]`);
    for (const socket of sockets) writePacket(socket.conn, '2["n",', tail);
    for (const seen of await Promise.all(arrived)) expect(seen).toEqual([big]);
    const [first, second] = frames.map((spy) => spy.mock.calls[0]![0]);
    expect(first).toHaveLength(2);
    expect(second![1]).toBe(first![1]);
    expect(first![1]).toBe(tail.bytes);
  });

  it('gives every client the exact packet, whatever its length and characters', async () => {
    const sockets = await serve(3);
    // A payload is '4' + '2["n",' + the JSON + ']': 10 bytes around an ASCII value. Lengths
    // 125/126 and 65,535/65,536 are where a frame's header grows to 4, then 10 bytes.
    const around = [125, 126, 127, 65_535, 65_536].map((bytes) => 'z'.repeat(bytes - 10));
    const values = ['é', 'x'.repeat(200), '€😀'.repeat(30), 'y'.repeat(70_000), ...around];
    const arrived = bare.clients.map((client) => received(client, values.length));
    for (const value of values) {
      const tail = new PacketTail(`${JSON.stringify(value)}]`);
      for (const socket of sockets) writePacket(socket.conn, '2["n",', tail);
    }
    for (const seen of await Promise.all(arrived)) expect(seen).toEqual(values);
  });

  it('takes engine.io’s path for a socket with a packet held back, and still arrives in order', async () => {
    const [socket] = (await serve(1)) as [ServerSocket];
    const arrived = received(bare.clients[0]!, 3);
    socket.emit('n', 1);
    socket.emit('n', 2); // the first is still being written: engine.io holds this one back
    expect((socket.conn as unknown as { writeBuffer: unknown[] }).writeBuffer).toHaveLength(1);
    const engineWrite = vi.spyOn(socket.conn, 'write');
    const frames = vi.spyOn(senderOf(socket), 'sendFrame');
    write(socket, 3);
    expect(engineWrite).toHaveBeenCalledWith('2["n",3]');
    expect(frames).not.toHaveBeenCalled();
    expect(await arrived).toEqual([1, 2, 3]);
  });

  it('takes engine.io’s path on long polling, and still arrives', async () => {
    const [socket] = (await serve(1, 'polling')) as [ServerSocket];
    const engineWrite = vi.spyOn(socket.conn, 'write');
    const arrived = received(bare.clients[0]!, 3);
    write(socket, 1);
    socket.emit('n', 2);
    write(socket, 3);
    expect(await arrived).toEqual([1, 2, 3]);
    const throughEngine = engineWrite.mock.calls.map(([data]) => data);
    expect(throughEngine).toEqual(expect.arrayContaining(['2["n",1]', '2["n",3]']));
  });

  it('leaves a socket with per-message deflate to engine.io, which compresses', async () => {
    const [socket] = (await serve(1, 'websocket', { perMessageDeflate: { threshold: 0 } })) as [
      ServerSocket,
    ];
    const arrived = received(bare.clients[0]!, 2);
    socket.emit('n', 0);
    // Once that first message is out, ws's writer is idle: only the deflate keeps the frame off.
    await vi.waitFor(() =>
      expect((senderOf(socket) as unknown as { _state: number })._state).toBe(0),
    );
    const engineWrite = vi.spyOn(socket.conn, 'write');
    write(socket, 1);
    expect(engineWrite).toHaveBeenCalledWith('2["n",1]');
    expect(await arrived).toEqual([0, 1]);
  });

  it('leaves a frame to engine.io while ws’s writer is busy with an earlier message', async () => {
    const [socket] = (await serve(1)) as [ServerSocket];
    const sender = senderOf(socket) as unknown as { _state: number };
    const frames = vi.spyOn(senderOf(socket), 'sendFrame');
    const engineWrite = vi.spyOn(socket.conn, 'write').mockImplementation(() => socket.conn);
    sender._state = 1; // as while ws deflates or reads a blob: its queue must keep the order
    write(socket, 1);
    sender._state = 0;
    expect(engineWrite).toHaveBeenCalledWith('2["n",1]');
    expect(frames).not.toHaveBeenCalled();
  });
});

describe('shared pushes', () => {
  it('give each player its own scope and seq behind one tail, encoded once for all', async () => {
    const sockets = await serve(3);
    sockets.forEach((socket, i) => void socket.join(`player:${i}`));
    const frames = sockets.map((socket) => vi.spyOn(senderOf(socket), 'sendFrame'));
    const arrived = bare.clients.map((client) => received(client, 2, 'mail.changed'));
    const packets = new SharedPackets();
    for (const seq of [1, 2]) {
      for (let i = 0; i < sockets.length; i += 1) {
        const push = { scope: `player:${i}`, seq, serverTime: 1_000 * seq, data: { seq } };
        packets.send(bare.io, 'mail.changed', push, 'same');
      }
    }
    const seen = await Promise.all(arrived);
    seen.forEach((pushes, i) =>
      expect(pushes).toEqual(
        [1, 2].map((seq) => ({
          scope: `player:${i}`,
          seq,
          serverTime: 1_000 * seq,
          data: { seq },
        })),
      ),
    );
    const tails = frames.map((spy) => spy.mock.calls[0]![0][1]);
    expect(tails[1]).toBe(tails[0]);
    expect(tails[2]).toBe(tails[0]);
  });
});
