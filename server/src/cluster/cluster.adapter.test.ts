import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { connected, until } from '../testing/until';
import { authEvents, playerEvents } from '@dojo/protocol';
import { changeStreamDb } from '../testing/changeStreamDb';
import { clusterNode, type ClusterNode } from '../testing/clusterNode';

/**
 * Two socket.io servers, each with its own publisher and cluster, over one in-memory change
 * stream standing in for the replica set: the real @socket.io/mongo-adapter between them.
 * (The same over real processes and a real MongoDB: cluster.mongodb.test.ts.)
 */
type Node = ClusterNode;

const opened: { nodes: Node[]; sockets: Socket[] } = { nodes: [], sockets: [] };

afterEach(async () => {
  for (const socket of opened.sockets.splice(0)) socket.disconnect();
  await Promise.all(opened.nodes.splice(0).map((node) => node.close()));
});

async function node(db: ReturnType<typeof changeStreamDb>, rooms: string[]): Promise<Node> {
  const made = await clusterNode(db);
  made.io.on('connection', (socket) => void socket.join(rooms));
  opened.nodes.push(made);
  return made;
}

async function socketOn(server: Node, event: string): Promise<string[]> {
  const socket = connect(server.url, { transports: ['websocket'], reconnection: false });
  opened.sockets.push(socket);
  const received: string[] = [];
  socket.on(event, (push: { scope: string }) => received.push(push.scope));
  await connected(socket);
  // The room join runs on connection; give it a turn before anything is pushed.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return received;
}

describe('two servers over the MongoDB adapter', () => {
  it('delivers an account push made on A to the account’s socket on B', async () => {
    const db = changeStreamDb();
    const a = await node(db, []);
    const b = await node(db, ['account:acmecorp']);
    const onB = await socketOn(b, 'account.updated');
    a.publisher.push('account:acmecorp', authEvents.accountUpdated, {} as never);
    await until(() => onB.length > 0);
    expect(onB).toEqual(['account:acmecorp']);
  });

  it('closes a revoked token’s socket on B when A ends the session (F-20)', async () => {
    const db = changeStreamDb();
    const a = await node(db, []);
    const b = await node(db, ['session:t1']);
    await socketOn(b, 'account.updated');
    const socket = opened.sockets.at(-1)!;
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    a.io.in('session:t1').disconnectSockets(true);
    expect(await ended).toBe('io server disconnect');
  });

  it('keeps a player push on the process that projected it', async () => {
    const db = changeStreamDb();
    const a = await node(db, ['player:ex1:p1']);
    const b = await node(db, ['player:ex1:p1']);
    const onA = await socketOn(a, 'exercise.removed');
    const onB = await socketOn(b, 'exercise.removed');
    a.publisher.push('player:ex1:p1', playerEvents.exerciseRemoved, { removed: true });
    await until(() => onA.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onA).toEqual(['player:ex1:p1']);
    expect(onB).toEqual([]);
  });

  it('runs a runner invalidation made on A on B too, once each', async () => {
    const db = changeStreamDb();
    const a = await node(db, []);
    const b = await node(db, []);
    const told: string[] = [];
    const runner = (where: string) => ({
      playerChanged: (exerciseId: string, playerId: string) =>
        void told.push(`${where} ${exerciseId} ${playerId}`),
    });
    const onA = a.cluster.everywhere('player-runner', runner('A'), ['playerChanged']);
    b.cluster.everywhere('player-runner', runner('B'), ['playerChanged']);
    onA.playerChanged('ex1', 'p1');
    await until(() => told.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(told).toEqual(['A ex1 p1', 'B ex1 p1']);
  });
});
