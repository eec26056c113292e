import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ack } from '@dojo/protocol';
import { mongoCluster } from '../../cluster/mongoCluster';
import { createLogger } from '../../logger';
import { Publisher } from '../../realtime/publisher';
import { SocketRouter } from '../../realtime/router';
import type { DojoIo } from '../../realtime/types';
import { isRunnerScope } from '../player/runner/scopes';
import { changeStreamDb } from '../../testing/changeStreamDb';
import { scenarioPresence } from './presence';

/**
 * Presence over two processes (docs/editor-api.md, "Presence"): two socket.io servers over
 * one in-memory change stream with the real MongoDB adapter between them (as
 * cluster.adapter.test.ts). An author on A and one on B see each other, and B's author leaving
 * is seen on A.
 */
const quiet = { warn: () => undefined };
const opened: { close: Array<() => Promise<void>>; sockets: Socket[] } = { close: [], sockets: [] };

afterEach(async () => {
  for (const socket of opened.sockets.splice(0)) socket.disconnect();
  await Promise.all(opened.close.splice(0).map((close) => close()));
});

async function node(db: ReturnType<typeof changeStreamDb>): Promise<string> {
  const httpServer = http.createServer();
  const io: DojoIo = new Server(httpServer);
  const cluster = await mongoCluster(db, quiet);
  cluster.attach(io);
  const publisher = new Publisher({ now: () => 0 }, false, isRunnerScope);
  publisher.attach(io);
  const presence = scenarioPresence({ publisher });
  const router = new SocketRouter(createLogger({ LOG_LEVEL: 'silent' }));
  presence.routeCommands(router);
  presence.attach(io);
  io.on('connection', (socket) => {
    const user = String(socket.handshake.auth.user);
    socket.data = { principal: { kind: 'staff', user, role: 'editor' }, scopes: [], rooms: [] };
    router.attach(socket);
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  opened.close.push(async () => {
    presence.close();
    await cluster.close();
    await io.close();
  });
  return `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
}

async function author(url: string, user: string) {
  const socket = connect(url, { auth: { user }, transports: ['websocket'], reconnection: false });
  opened.sockets.push(socket);
  const seen: string[][] = [];
  socket.on('scenario.presence' as never, (push: { data: { editors: string[] } }) => {
    seen.push(push.data.editors);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const open = async () =>
    (await socket.timeout(5_000).emitWithAck('scenario.open', { scenario: 'drill' })) as Ack<{
      editors: string[];
    }>;
  return { socket, seen, open };
}

async function until(test: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!test() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
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
