import { EventEmitter } from 'node:events';
import type { Db } from 'mongodb';

/**
 * What @socket.io/mongo-adapter needs of a replica set, in memory: a collection whose
 * inserts reach every change stream opened on it (except the inserting server's own, which
 * the adapter filters out by `uid` in its pipeline). Lets two socket.io servers in one test
 * process talk as two processes would through MongoDB.
 */
type Stream = EventEmitter & { closed: boolean; ignored: string | undefined };

export function changeStreamDb(): Db {
  const streams = new Set<Stream>();
  let inserted = 0;
  const collection = {
    watch(pipeline: { $match: Record<string, { $ne: string }> }[]) {
      const ignored = pipeline[0]?.$match['fullDocument.uid']?.$ne;
      const stream: Stream = Object.assign(new EventEmitter(), {
        closed: false,
        resumeToken: null,
        ignored,
        close: async () => {
          stream.closed = true;
          streams.delete(stream);
        },
      });
      streams.add(stream);
      return stream;
    },
    async insertOne(doc: { uid?: string }) {
      inserted += 1;
      for (const stream of streams) {
        if (stream.ignored === doc.uid) continue;
        const fullDocument = structuredClone(doc);
        setImmediate(() => stream.emit('change', { operationType: 'insert', fullDocument }));
      }
      return { insertedId: Buffer.from(inserted.toString(16).padStart(24, '0'), 'hex') };
    },
    createIndex: async () => 'ok',
    findOne: async () => null,
  };
  const db = {
    admin: () => ({ command: async () => ({ setName: 'rs0' }) }),
    createCollection: async () => collection,
    collection: () => collection,
  };
  return db as unknown as Db;
}
