import { EventEmitter } from 'node:events';
import { MongoServerError, ObjectId, type Db } from 'mongodb';

/**
 * What @socket.io/mongo-adapter needs of a replica set, in memory: a collection whose
 * inserts reach every change stream opened on it (except the inserting server's own, which
 * the adapter filters out by `uid` in its pipeline). Lets two socket.io servers in one test
 * process talk as two processes would through MongoDB.
 *
 * It fails on demand as a replica set does (`failures`): inserts refused while no primary is
 * elected, or held until one is; change streams broken, resumable or past the oplog window;
 * commands refused. A stream reopened with `resumeAfter` gets the inserts it missed, as
 * MongoDB replays them from the oplog.
 */
type Stream = EventEmitter & {
  closed: boolean;
  ignored: string | undefined;
  resumeToken: { _data: string } | null;
};

interface Logged {
  seq: number;
  doc: { uid?: string };
}

export interface ChangeStreamFailures {
  /** The next `count` inserts fail (NotWritablePrimary: an election under way). */
  failInserts(count: number): void;
  /** Inserts wait from now until `release` (the driver waiting for a primary). */
  holdInserts(): { release(): void };
  /**
   * Every open change stream fails and closes. Resumable: a reopened stream with a resume
   * token gets what it missed. Past the oplog window (`historyLost`): the token is useless.
   */
  breakStreams(options: { historyLost: boolean }): void;
  /** Commands (`hello`, createCollection) fail until `healed`. */
  failCommands(): { healed(): void };
  /** How many inserts were stored, and how many streams were opened so far. */
  counts(): { inserted: number; opened: number };
}

export type ChangeStreamDb = Db & { failures: ChangeStreamFailures };

const notPrimary = () =>
  new MongoServerError({ message: 'not primary', code: 10107, codeName: 'NotWritablePrimary' });

export function changeStreamDb(): ChangeStreamDb {
  const streams = new Set<Stream>();
  const log: Logged[] = [];
  let failing = 0;
  let held: Promise<void> | null = null;
  let commandsFail = false;
  let opened = 0;

  function deliver(stream: Stream, entry: Logged) {
    if (stream.ignored === entry.doc.uid) return;
    const fullDocument = structuredClone(entry.doc);
    setImmediate(() => {
      if (stream.closed) return;
      stream.resumeToken = { _data: String(entry.seq) };
      stream.emit('change', { operationType: 'insert', fullDocument });
    });
  }

  const collection = {
    watch(
      pipeline: { $match: Record<string, { $ne: string }> }[],
      options: { resumeAfter?: { _data: string } } = {},
    ) {
      opened += 1;
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
      const after = options.resumeAfter ? Number(options.resumeAfter._data) : null;
      if (after !== null) for (const entry of log) if (entry.seq > after) deliver(stream, entry);
      return stream;
    },
    async insertOne(doc: { uid?: string; _id?: ObjectId }) {
      if (held) await held;
      if (failing > 0) {
        failing -= 1;
        throw notPrimary();
      }
      const entry = { seq: log.length + 1, doc: { ...doc, _id: doc._id ?? new ObjectId() } };
      log.push(entry);
      for (const stream of streams) deliver(stream, entry);
      return { acknowledged: true, insertedId: entry.doc._id };
    },
    createIndex: async () => 'ok',
    findOne: async () => null,
  };
  const command = async () => {
    if (commandsFail) throw notPrimary();
    return { setName: 'rs0' };
  };
  const failures: ChangeStreamFailures = {
    failInserts(count) {
      failing = count;
    },
    holdInserts() {
      let release = () => undefined as void;
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return { release };
    },
    breakStreams({ historyLost }) {
      const error = historyLost
        ? new MongoServerError({
            message: 'resume of change stream was not possible',
            code: 286,
            codeName: 'ChangeStreamHistoryLost',
          })
        : notPrimary();
      if (!historyLost) error.addErrorLabel('ResumableChangeStreamError');
      for (const stream of [...streams]) {
        stream.emit('error', error);
        stream.closed = true;
        streams.delete(stream);
        stream.emit('close');
      }
    },
    failCommands() {
      commandsFail = true;
      return {
        healed: () => {
          commandsFail = false;
        },
      };
    },
    counts: () => ({ inserted: log.length, opened }),
  };
  const db = {
    admin: () => ({ command }),
    command,
    createCollection: async () => {
      if (commandsFail) throw notPrimary();
      return collection;
    },
    collection: () => collection,
    failures,
  };
  return db as unknown as ChangeStreamDb;
}
