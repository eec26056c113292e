import { DuplicateKeyError, type Store } from '../../../store';

/** A client's learning record store: where its players' statements go, with its credentials. */
export interface LrsDoc {
  /** The client's name: one store per client. */
  _id: string;
  endpoint: string;
  username: string;
  /** The Basic password; answered only as its last 4 characters. */
  secret: string;
  updatedAt: string;
  updatedBy: string;
}

/** How a statement stands: `failing` was refused or unanswered and waits for a retry. */
export type StatementState = 'waiting' | 'failing' | 'sent';

/** One statement of one player, stored before it is sent; its id is the statement's id. */
export interface StatementDoc {
  /** The statement's UUID: derived from the player and the step, the same on every retry. */
  _id: string;
  client: string;
  exerciseId: string;
  playerId: string;
  /** The player's order: the moment of the step (epoch ms), then `rank` within it. */
  at: number;
  rank: number;
  /** The statement's JSON as sent, the same bytes on each attempt. */
  statement: string;
  state: StatementState;
  attempts: number;
  createdAt: string;
  lastAttemptAt?: string;
  sentAt?: string;
  lastAnswer?: string;
}

/** The only code touching `learningRecordStores` and `xapiStatements`. */
export function learningRecordsRepo(store: Store) {
  const stores = store.collection<LrsDoc>('learningRecordStores');
  const statements = store.collection<StatementDoc>('xapiStatements');
  const open = { $in: ['waiting', 'failing'] as StatementState[] };

  return {
    async ensureIndexes(): Promise<void> {
      await statements.createIndex({ playerId: 1, at: 1, rank: 1 });
      await statements.createIndex({ client: 1, state: 1 });
      await statements.createIndex({ exerciseId: 1 });
    },
    findStore(client: string) {
      return stores.findOne({ _id: client });
    },
    async saveStore(doc: LrsDoc): Promise<void> {
      const { _id, ...fields } = doc;
      await stores.updateOne({ _id }, { $set: fields }, { upsert: true });
    },
    /** The store and its statements not sent yet; what was sent stays for the evidence. */
    async removeStore(client: string): Promise<boolean> {
      const removed = await stores.deleteOne({ _id: client });
      await statements.deleteMany({ client, state: open });
      await stores.compact();
      return removed.deletedCount === 1;
    },
    /** Stores a statement under its id; false when it is there already (told once). */
    async add(doc: StatementDoc): Promise<boolean> {
      try {
        await statements.insertOne(doc);
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    },
    /** A player's statements not accepted yet, in the player's order. */
    pendingFor(playerId: string) {
      return statements.find(
        { playerId, state: open },
        { sort: { at: 1, rank: 1, createdAt: 1, _id: 1 } },
      );
    },
    /** Every statement not accepted yet (queued again at start). */
    pendingAll() {
      return statements.find<{ _id: string; playerId: string }>(
        { state: open },
        { projection: { _id: 1, playerId: 1 } },
      );
    },
    async recordAttempt(id: string, sent: boolean, at: string, answer: string): Promise<void> {
      await statements.updateOne(
        { _id: id },
        {
          $set: {
            state: sent ? 'sent' : 'failing',
            lastAttemptAt: at,
            lastAnswer: answer,
            ...(sent ? { sentAt: at } : {}),
          },
          $inc: { attempts: 1 },
        },
      );
    },
    /** A client's delivery state at a glance. */
    async summary(client: string) {
      const [waiting, failing, lastSent, lastFailing] = await Promise.all([
        statements.countDocuments({ client, state: open }),
        statements.countDocuments({ client, state: 'failing' }),
        statements.find({ client, state: 'sent' }, { sort: { sentAt: -1 }, limit: 1 }),
        statements.find({ client, state: 'failing' }, { sort: { lastAttemptAt: -1 }, limit: 1 }),
      ]);
      return {
        waiting,
        failing,
        lastSentAt: lastSent[0]?.sentAt ?? null,
        lastFailure: lastFailing[0]?.lastAnswer ?? null,
        lastFailureAt: lastFailing[0]?.lastAttemptAt ?? null,
      };
    },
    /** The statements of an exercise, in each player's order (evidence, tests). */
    listForExercise(exerciseId: string) {
      return statements.find({ exerciseId }, { sort: { playerId: 1, at: 1, rank: 1 } });
    },
    /** Erasure: a removed or reset exercise's statements go. */
    async removeForExercise(exerciseId: string): Promise<number> {
      const removed = await statements.deleteMany({ exerciseId });
      await statements.compact();
      return removed.deletedCount;
    },
    /** Erasure of a person: the statements that named one of these players. */
    async removeForPlayers(playerIds: readonly string[]): Promise<number> {
      const removed = await statements.deleteMany({ playerId: { $in: [...playerIds] } });
      await statements.compact();
      return removed.deletedCount;
    },
    /** Erasure of every address: statements name their player by address, so all go. */
    async removeAll(): Promise<number> {
      const removed = await statements.deleteMany({});
      await statements.compact();
      return removed.deletedCount;
    },
    /** A removed client's store, credentials and statements. */
    async removeForClient(client: string): Promise<number> {
      const removed = await stores.deleteMany({ _id: client });
      await statements.deleteMany({ client });
      await stores.compact();
      await statements.compact();
      return removed.deletedCount;
    },
  };
}
export type LearningRecordsRepo = ReturnType<typeof learningRecordsRepo>;
