import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEvents } from '@dojo/protocol';
import { changeStreamDb, type ChangeStreamDb } from '../testing/changeStreamDb';
import { clusterNode, type ClusterNode } from '../testing/clusterNode';
import { connected, until } from '../testing/until';

/**
 * Two processes over the in-memory change stream while MongoDB fails (docs/scaling.md, "When
 * MongoDB fails"): inserts refused or held during an election, change streams broken. Any
 * unhandled rejection fails this file (vitest reports it), as it would end a real process.
 */
const FAST = { retryMs: [20, 20, 20], requestsTimeout: 1_000 };
const opened: { nodes: ClusterNode[]; sockets: Socket[] } = { nodes: [], sockets: [] };

afterEach(async () => {
  for (const socket of opened.sockets.splice(0)) socket.disconnect();
  await Promise.all(opened.nodes.splice(0).map((node) => node.close()));
});

async function node(db: ChangeStreamDb, rooms: string[]) {
  const made = await clusterNode(db, FAST);
  made.io.on('connection', (socket) => void socket.join(rooms));
  opened.nodes.push(made);
  const resynced = vi.fn();
  made.cluster.onResync(resynced);
  return Object.assign(made, { resynced });
}

async function socketOn(server: ClusterNode): Promise<string[]> {
  const socket = connect(server.url, { transports: ['websocket'], reconnection: false });
  opened.sockets.push(socket);
  const received: string[] = [];
  socket.on('account.updated', (push: { scope: string; seq: number }) =>
    received.push(`${push.scope} ${push.seq}`),
  );
  await connected(socket);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return received;
}

async function twoProcesses(room = 'account:acme') {
  const db = changeStreamDb();
  const a = await node(db, [room]);
  const b = await node(db, [room]);
  const onA = await socketOn(a);
  const onB = await socketOn(b);
  // Each has heard the other (their first heartbeats), as running processes have.
  await until(() => db.failures.counts().inserted >= 3);
  return {
    db,
    a,
    b,
    onA,
    onB,
    push: () => a.publisher.push(room, authEvents.accountUpdated, {} as never),
  };
}

describe('a push while MongoDB elects a primary', () => {
  it('reaches this process’s sockets at once, and the other process’s once the insert goes through', async () => {
    const { db, onA, onB, push } = await twoProcesses();
    const election = db.failures.holdInserts();
    push();
    await until(() => onA.length > 0, 500);
    expect(onA).toEqual(['account:acme 1']);
    expect(onB).toEqual([]);
    election.release();
    await until(() => onB.length > 0);
    expect(onB).toEqual(['account:acme 1']);
  });

  it('is tried again when its insert fails, so the other process still gets it', async () => {
    const { db, onA, onB, push } = await twoProcesses();
    db.failures.failInserts(2);
    push();
    await until(() => onB.length > 0);
    expect(onA).toEqual(['account:acme 1']);
    expect(onB).toEqual(['account:acme 1']);
  });

  it('given up, makes the other process resync once this one can send again', async () => {
    const { db, a, b, onA, push } = await twoProcesses();
    db.failures.failInserts(1 + FAST.retryMs.length);
    push();
    await until(() => onA.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(b.resynced).not.toHaveBeenCalled();
    push();
    await until(() => b.resynced.mock.calls.length > 0);
    expect(b.resynced).toHaveBeenCalledTimes(1);
    expect(a.resynced).not.toHaveBeenCalled();
    expect(onA).toEqual(['account:acme 1', 'account:acme 2']);
  });
});

describe('asking every process for its sockets (presence) while MongoDB fails', () => {
  it('answers with this process’s sockets at once instead of failing', async () => {
    const { db, a } = await twoProcesses('editing:drill');
    expect(await a.io.in('editing:drill').fetchSockets()).toHaveLength(2);
    db.failures.failInserts(1_000);
    const asked = Date.now();
    expect(await a.io.in('editing:drill').fetchSockets()).toHaveLength(1);
    // The failed insert answered it, not the 1 s wait for the other process.
    expect(Date.now() - asked).toBeLessThan(FAST.requestsTimeout / 2);
    expect(await a.io.in('editing:drill').fetchSockets()).toHaveLength(1);
    db.failures.failInserts(0);
    // Once an insert goes through (a push, a heartbeat), both processes answer again.
    a.publisher.push('editing:drill', authEvents.accountUpdated, {} as never);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await a.io.in('editing:drill').fetchSockets()).toHaveLength(2);
  });
});

describe('a broken change stream', () => {
  it('past the oplog window: every process resyncs its players once MongoDB answers', async () => {
    const { db, a, b, push } = await twoProcesses();
    db.failures.breakStreams({ historyLost: true });
    // The adapter reopens its stream a second later, with no point to resume from.
    await until(() => db.failures.counts().opened >= 4, 3_000);
    push();
    await until(() => a.resynced.mock.calls.length > 0 && b.resynced.mock.calls.length > 0);
    expect(a.resynced).toHaveBeenCalledTimes(1);
    expect(b.resynced).toHaveBeenCalledTimes(1);
  });

  it('resumable: the stream resumes where it was, gets what was sent meanwhile and nothing resyncs', async () => {
    const { db, a, b, onB, push } = await twoProcesses();
    push();
    await until(() => onB.length > 0);
    db.failures.breakStreams({ historyLost: false });
    push();
    await until(() => onB.length > 1, 3_000);
    expect(onB).toEqual(['account:acme 1', 'account:acme 2']);
    expect(a.resynced).not.toHaveBeenCalled();
    expect(b.resynced).not.toHaveBeenCalled();
  });
});
