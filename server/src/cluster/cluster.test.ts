import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from 'mongodb';
import { RateLimiterMemory, RateLimiterMongo } from 'rate-limiter-flexible';
import { describe, expect, it, vi } from 'vitest';
import { authEvents, playerEvents } from '@dojo/protocol';
import { RATE_LIMITS_COLLECTION, spend } from '../http/limiter';
import { Publisher } from '../realtime/publisher';
import { isRunnerScope } from '../features/player/runner/scopes';
import type { DojoIo } from '../realtime/types';
import { openStore } from '../store';
import { clusterFor, oneProcess } from './cluster';
import { ADAPTER_COLLECTION, mongoCluster, STANDALONE_WARNING } from './mongoCluster';

/** A MongoDB database that records what the cluster asks of it, without a server. */
function fakeDb(
  createCollection: () => Promise<unknown> = () => Promise.resolve(),
  hello: Record<string, unknown> = { setName: 'rs0' },
) {
  const created: { name: string; options: unknown }[] = [];
  const db = {
    admin: () => ({ command: vi.fn(async () => hello) }),
    createCollection: vi.fn((name: string, options: unknown) => {
      created.push({ name, options });
      return createCollection();
    }),
    collection: vi.fn((name: string) => ({
      collectionName: name,
      createIndex: vi.fn(async () => 'ok'),
      // No server here: every counter write fails as it would with MongoDB unreachable.
      findOneAndUpdate: vi.fn(() => Promise.reject(new Error('MongoDB is unreachable'))),
    })),
  };
  return { db: db as unknown as Db, created };
}

/** A socket.io server's slices the cluster uses: its adapter and its server-to-server channel. */
function fakeIo() {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  const adapter = { close: vi.fn() };
  const io = {
    adapter: vi.fn(),
    of: () => ({ adapter }),
    serverSideEmit: vi.fn(() => true),
    on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
      listeners.set(channel, listener);
    }),
  };
  /** A call arriving from another process. */
  const arrive = (channel: string, ...payload: unknown[]) => listeners.get(channel)?.(...payload);
  return { io, adapter, asIo: io as unknown as DojoIo, arrive };
}

const logger = { warn: vi.fn() };

function recordingRunner() {
  const calls: string[] = [];
  return {
    calls,
    runner: {
      exerciseChanged: (exerciseId: string) => void calls.push(`exercise ${exerciseId}`),
      playerChanged: (exerciseId: string, playerId: string) =>
        void calls.push(`player ${exerciseId} ${playerId}`),
    },
  };
}

describe('one process on the embedded store', () => {
  it('keeps in-memory counters, socket.io’s own adapter and calls on this process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-cluster-'));
    const store = await openStore({ dataDir: dir });
    try {
      const cluster = await clusterFor({ MONGODB_URI: undefined }, store, logger);
      expect(cluster).toBe(oneProcess);
      expect(cluster.limiters('api', 5, 60)).toBeInstanceOf(RateLimiterMemory);
      const { io, asIo } = fakeIo();
      cluster.attach(asIo);
      expect(io.adapter).not.toHaveBeenCalled();
      const { runner } = recordingRunner();
      expect(cluster.everywhere('player-runner', runner, ['playerChanged'])).toBe(runner);
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('several processes on MongoDB', () => {
  it('installs the MongoDB adapter over a capped collection', async () => {
    const { db, created } = fakeDb();
    const cluster = await mongoCluster(db, logger);
    expect(cluster.kind).toBe('mongodb');
    expect(created).toEqual([
      { name: ADAPTER_COLLECTION, options: { capped: true, size: 1_000_000 } },
    ]);
    const { io, adapter, asIo } = fakeIo();
    cluster.attach(asIo);
    expect(io.adapter).toHaveBeenCalledWith(expect.any(Function));
    await cluster.close();
    expect(adapter.close).toHaveBeenCalled();
  });

  it('installs it on a sharded cluster too', async () => {
    const { db, created } = fakeDb(undefined, { msg: 'isdbgrid' });
    await mongoCluster(db, logger);
    expect(created).toHaveLength(1);
  });

  it('on a standalone server shares the counters, keeps pushes here and warns', async () => {
    const warn = vi.fn();
    const { db, created } = fakeDb(undefined, { isWritablePrimary: true });
    const cluster = await mongoCluster(db, { warn });
    expect(warn).toHaveBeenCalledWith(STANDALONE_WARNING);
    expect(created).toEqual([]);
    expect(cluster.limiters('api', 5, 60)).toBeInstanceOf(RateLimiterMongo);
    const { io, asIo } = fakeIo();
    cluster.attach(asIo);
    expect(io.adapter).not.toHaveBeenCalled();
    const { runner } = recordingRunner();
    expect(cluster.everywhere('player-runner', runner, ['playerChanged'])).toBe(runner);
  });

  it('reuses the adapter collection another process created first', async () => {
    const exists = Object.assign(new Error('exists'), { codeName: 'NamespaceExists' });
    const { db } = fakeDb(() => Promise.reject(exists));
    await expect(mongoCluster(db, logger)).resolves.toMatchObject({ kind: 'mongodb' });
  });

  it('fails to start when MongoDB refuses the adapter collection for another reason', async () => {
    const { db } = fakeDb(() => Promise.reject(new Error('not authorized')));
    await expect(mongoCluster(db, logger)).rejects.toThrow('not authorized');
  });

  it('keeps rate-limit counters in one shared MongoDB collection', async () => {
    const { db } = fakeDb();
    const limiter = (await mongoCluster(db, logger)).limiters('login-pair', 10, 900);
    expect(limiter).toBeInstanceOf(RateLimiterMongo);
    expect(limiter.points).toBe(10);
    expect(db.collection).toHaveBeenCalledWith(RATE_LIMITS_COLLECTION);
  });

  it('counts in memory while MongoDB does not answer, so limits still hold', async () => {
    const { db } = fakeDb();
    const limiter = (await mongoCluster(db, logger)).limiters('api', 2, 60);
    await expect(spend(limiter, '203.0.113.1')).resolves.toBeNull();
    await expect(spend(limiter, '203.0.113.1')).resolves.toBeNull();
    await expect(spend(limiter, '203.0.113.1')).resolves.toBeGreaterThan(0);
  });

  it('runs a relayed call here and sends it to the other processes', async () => {
    const cluster = await mongoCluster(fakeDb().db, logger);
    const { io, asIo } = fakeIo();
    cluster.attach(asIo);
    const { runner, calls } = recordingRunner();
    const relayed = cluster.everywhere('player-runner', runner, [
      'exerciseChanged',
      'playerChanged',
    ]);
    relayed.playerChanged('ex1', 'p1');
    expect(calls).toEqual(['player ex1 p1']);
    expect(io.serverSideEmit).toHaveBeenCalledWith('player-runner', 'playerChanged', ['ex1', 'p1']);
  });

  it('runs a call from another process here without sending it back', async () => {
    const cluster = await mongoCluster(fakeDb().db, logger);
    const { runner, calls } = recordingRunner();
    // Relayed before the socket server exists: it listens once attached.
    cluster.everywhere('player-runner', runner, ['exerciseChanged', 'playerChanged']);
    const { io, asIo, arrive } = fakeIo();
    cluster.attach(asIo);
    arrive('player-runner', 'exerciseChanged', ['ex1']);
    expect(calls).toEqual(['exercise ex1']);
    expect(io.serverSideEmit).not.toHaveBeenCalled();
  });

  it('ignores a malformed or unknown call from another process', async () => {
    const warn = vi.fn();
    const cluster = await mongoCluster(fakeDb().db, { warn });
    const { asIo, arrive } = fakeIo();
    cluster.attach(asIo);
    const { runner, calls } = recordingRunner();
    cluster.everywhere('player-runner', runner, ['playerChanged']);
    arrive('player-runner', 'playerChanged', [42]);
    arrive('player-runner', 'exerciseChanged', ['ex1']);
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('where a push goes', () => {
  function publisherOverFakeRooms() {
    const sent: string[] = [];
    const room = (reach: string) => ({
      to: (scope: string) => ({ emit: (name: string) => sent.push(`${reach} ${scope} ${name}`) }),
    });
    const io = { ...room('every process:'), local: room('this process:') };
    const publisher = new Publisher({ now: () => 0 }, false, isRunnerScope);
    publisher.attach(io as unknown as DojoIo);
    return { publisher, sent };
  }

  it('keeps a player’s push on this process, which projects it for its own sockets', () => {
    const { publisher, sent } = publisherOverFakeRooms();
    publisher.push('player:ex1:p1', playerEvents.exerciseRemoved, { removed: true });
    expect(sent).toEqual(['this process: player:ex1:p1 exercise.removed']);
  });

  it('sends an account’s push to its sockets on every process', () => {
    const { publisher, sent } = publisherOverFakeRooms();
    publisher.push('account:acmecorp', authEvents.accountUpdated, {} as never);
    expect(sent).toEqual(['every process: account:acmecorp account.updated']);
  });
});
