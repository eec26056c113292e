import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Cluster } from '../cluster/port';
import { mongoCluster, type MongoClusterOptions } from '../cluster/mongoCluster';
import { isRunnerScope } from '../features/player/runner/scopes';
import { Publisher } from '../realtime/publisher';
import type { DojoIo } from '../realtime/types';
import type { changeStreamDb } from './changeStreamDb';

/** One "process" of a cluster in a test: a socket.io server, its publisher and cluster. */
export interface ClusterNode {
  io: DojoIo;
  url: string;
  publisher: Publisher;
  cluster: Cluster;
  close(): Promise<void>;
}

const quiet = { warn: () => undefined };

/**
 * A socket.io server on loopback with its own publisher and the real MongoDB adapter over
 * `db` (one in-memory change stream standing in for the replica set): several of them over one
 * `db` are the processes of a cluster.
 */
export async function clusterNode(
  db: ReturnType<typeof changeStreamDb>,
  options: MongoClusterOptions = {},
): Promise<ClusterNode> {
  const httpServer = http.createServer();
  const io: DojoIo = new Server(httpServer);
  const cluster = await mongoCluster(db, quiet, options);
  cluster.attach(io);
  const publisher = new Publisher({ now: () => 0 }, false, isRunnerScope);
  publisher.attach(io);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    io,
    url: `http://127.0.0.1:${port}`,
    publisher,
    cluster,
    async close() {
      await cluster.close();
      await io.close();
    },
  };
}
