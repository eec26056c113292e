import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { connected, until } from '../../testing/until';
import type { Ack } from '@dojo/protocol';
import { createLogger } from '../../logger';
import { SocketRouter } from '../../realtime/router';
import { changeStreamDb } from '../../testing/changeStreamDb';
import { clusterNode } from '../../testing/clusterNode';
import { scenarioPresence } from './presence';

/**
 * Presence over two processes (docs/editor-api.md, "Presence"): two socket.io servers over
 * one in-memory change stream with the real MongoDB adapter between them (as
 * cluster.adapter.test.ts). An author on A and one on B see each other, and B's author leaving
 * is seen on A.
 */
const opened: { close: Array<() => Promise<void>>; sockets: Socket[] } = { close: [], sockets: [] };

afterEach(async () => {
  for (const socket of opened.sockets.splice(0)) socket.disconnect();
  await Promise.all(opened.close.splice(0).map((close) => close()));
});

/** A process serving presence; its sockets are staff named by their handshake's `user`. */
async function node(db: ReturnType<typeof changeStreamDb>): Promise<string> {
  const made = await clusterNode(db);
  const served = scenarioPresence({ publisher: made.publisher });
  const router = new SocketRouter(createLogger({ LOG_LEVEL: 'silent' }));
  served.routeCommands(router);
  served.attach(made.io);
  made.io.on('connection', (socket) => {
    const user = String(socket.handshake.auth.user);
    socket.data = { principal: { kind: 'staff', user, role: 'editor' }, scopes: [], rooms: [] };
    router.attach(socket);
  });
  // Presence stops pushing before the adapter closes, as the server's shutdown does.
  opened.close.push(async () => {
    served.close();
    await made.close();
  });
  return made.url;
}

async function author(url: string, user: string) {
  const socket = connect(url, { auth: { user }, transports: ['websocket'], reconnection: false });
  opened.sockets.push(socket);
  const seen: string[][] = [];
  socket.on('scenario.presence' as never, (push: { data: { editors: string[] } }) => {
    seen.push(push.data.editors);
  });
  await connected(socket);
  const open = async () =>
    (await socket.timeout(5_000).emitWithAck('scenario.open', { scenario: 'drill' })) as Ack<{
      editors: string[];
    }>;
  return { socket, seen, open };
}

describe('presence across two processes', () => {
  it('lists authors on both processes, and drops one who leaves on the other', async () => {
    const db = changeStreamDb();
    const [a, b] = [await node(db), await node(db)];
    const ana = await author(a, 'ana');
    const ben = await author(b, 'ben');
    expect(await ana.open()).toEqual({
      ok: true,
      data: expect.objectContaining({ editors: ['ana'] }),
    });
    expect(await ben.open()).toEqual({
      ok: true,
      data: expect.objectContaining({ editors: ['ana', 'ben'] }),
    });
    await until(() => ana.seen.some((editors) => editors.join() === 'ana,ben'));
    expect(ana.seen.at(-1)).toEqual(['ana', 'ben']);

    ben.socket.disconnect();
    await until(() => ana.seen.at(-1)?.join() === 'ana');
    expect(ana.seen.at(-1)).toEqual(['ana']);
  });
});
