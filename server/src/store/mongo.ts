import type {
  MongoClient,
  Collection as DriverCollection,
  Db,
  Filter as DriverFilter,
  UpdateFilter,
} from 'mongodb';
import { isMongoServerError, mongodb } from './mongoDriver';
import { newId } from './ids';
import { CheckedCollection, refusalOf } from './documentLimits';
import { InFlight } from './inflight';
import { databaseName } from './mongoUri';
import {
  DuplicateKeyError,
  StoreWriteError,
  type Collection,
  type CollectionOptions,
  type Filter,
  type FindOneAndUpdateOptions,
  type FindOneOptions,
  type FindOptions,
  type IndexFields,
  type IndexOptions,
  type NewDoc,
  type Store,
  type StoreHealth,
  type StoredDoc,
  type WriteListener,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './port';
import {
  assertCollectionName,
  assertFilter,
  assertUpdate,
  isPlainObject,
  type Raw,
  upsertSeed,
} from './rules';
import { WriteHealth } from './writeHealth';

type MongoDoc = { _id: string } & Raw;
const DATABASE = '(database)';

/**
 * MongoDB through the official driver, on the database `dbName`, else the URI's, else `dojo`
 * (`databaseName`): one client and one database for everything the deployment keeps there.
 */
export async function openMongoStore(uri: string, dbName?: string): Promise<Store> {
  const store = mongoStoreFor(uri, dbName);
  await store.client.connect();
  return store;
}

/** The store over an unconnected client (the driver connects at the first operation). */
export function mongoStoreFor(uri: string, dbName?: string): MongoStore {
  // ignoreUndefined: an undefined field is left out (as the embedded engine does), not stored as null.
  const client = new (mongodb().MongoClient)(uri, { ignoreUndefined: true });
  return new MongoStore(client, client.db(databaseName(uri, dbName)));
}

/** The store over a database given as is (tests: a database that fails on demand). */
export function mongoStoreOver(client: MongoClient, db: Db): Store {
  return new MongoStore(client, db);
}

/** The database behind a MongoDB store, so GridFS media share its connection; else null. */
export function mongoDatabase(store: Store): Db | null {
  return store instanceof MongoStore ? store.db : null;
}

export class MongoStore implements Store {
  readonly kind = 'mongodb';
  private readonly inflight = new InFlight();
  private readonly writeHealth = new WriteHealth();
  private readonly refusal: { error: Error | null } = { error: null };
  private closing: Promise<void> | undefined;

  constructor(
    readonly client: MongoClient,
    readonly db: Db,
  ) {}

  health(): StoreHealth {
    return this.writeHealth.snapshot();
  }

  observeWrites(listener: WriteListener): void {
    this.writeHealth.observe(listener);
  }

  refuseWrites(place: string, reason: StoreWriteError): void {
    this.refusal.error = reason;
    this.writeHealth.block(place, reason);
  }

  /** Asks the server whether it takes writes now (a writable primary); writes nothing. */
  async probe(): Promise<StoreHealth> {
    try {
      const hello = await this.db.command({ hello: 1 });
      if (hello.isWritablePrimary !== true)
        throw new Error('the database is not a writable primary');
      this.writeHealth.recovered();
    } catch (error) {
      this.writeHealth.failed(DATABASE, error, false);
    }
    return this.health();
  }

  collection<T extends StoredDoc>(name: string, options: CollectionOptions = {}): Collection<T> {
    assertCollectionName(name);
    const driver =
      options.durability === 'majority'
        ? this.db.collection<MongoDoc>(name, { writeConcern: { w: 'majority' } })
        : this.db.collection<MongoDoc>(name);
    return new CheckedCollection(
      new MongoCollection<T>(name, driver, this.inflight, this.writeHealth),
      this.refusal,
    );
  }

  close(): Promise<void> {
    this.closing ??= this.inflight.close().then(() => this.client.close());
    return this.closing;
  }
}

class MongoCollection<T extends StoredDoc> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly driver: DriverCollection<MongoDoc>,
    private readonly inflight: InFlight,
    private readonly health: WriteHealth,
  ) {}

  findOne<R = T>(filter: Filter<T>, options: FindOneOptions = {}) {
    return this.run(
      async () => (await this.driver.findOne(toFilter(filter), defined(options))) as R | null,
    );
  }

  find<R = T>(filter: Filter<T>, options: FindOptions = {}) {
    return this.run(
      async () => (await this.driver.find(toFilter(filter), defined(options)).toArray()) as R[],
    );
  }

  countDocuments(filter: Filter<T> = {}) {
    return this.run(() => this.driver.countDocuments(toFilter(filter)));
  }

  insertOne(doc: NewDoc<T>) {
    const prepared = prepare(doc);
    return this.write(async () => {
      await this.driver.insertOne(prepared);
      return { insertedId: prepared._id };
    });
  }

  insertMany(docs: readonly NewDoc<T>[]) {
    const prepared = docs.map(prepare);
    return this.write(async () => {
      // Ordered (the driver's default): documents before a failing one stay inserted.
      if (prepared.length > 0) await this.driver.insertMany(prepared, { ordered: true });
      return { insertedCount: prepared.length, insertedIds: prepared.map((doc) => doc._id) };
    });
  }

  updateOne(filter: Filter<T>, update: Update<T>, options: UpdateOptions = {}) {
    return this.write(async () =>
      toResult(
        await this.driver.updateOne(toFilter(filter), toUpdate(filter, update, options.upsert), {
          upsert: !!options.upsert,
        }),
      ),
    );
  }

  updateMany(filter: Filter<T>, update: Update<T>, options: UpdateOptions = {}) {
    return this.write(async () =>
      toResult(
        await this.driver.updateMany(toFilter(filter), toUpdate(filter, update, options.upsert), {
          upsert: !!options.upsert,
        }),
      ),
    );
  }

  findOneAndUpdate<R = T>(filter: Filter<T>, update: Update<T>, options: FindOneAndUpdateOptions) {
    return this.write(async () => {
      const doc = await this.driver.findOneAndUpdate(
        toFilter(filter),
        toUpdate(filter, update, options.upsert),
        defined({ ...options, upsert: !!options.upsert }),
      );
      return doc as R | null;
    });
  }

  deleteOne(filter: Filter<T>) {
    return this.write(async () => ({
      deletedCount: (await this.driver.deleteOne(toFilter(filter))).deletedCount,
    }));
  }

  deleteMany(filter: Filter<T>) {
    return this.write(async () => ({
      deletedCount: (await this.driver.deleteMany(toFilter(filter))).deletedCount,
    }));
  }

  createIndex(fields: IndexFields, options: IndexOptions = {}) {
    return this.run(() => this.driver.createIndex(fields, defined(options)));
  }

  /** A deleted document is gone from MongoDB's data at once: no history to rewrite. */
  compact(): Promise<void> {
    return this.run(() => Promise.resolve());
  }

  /** A write: a driver error other than a duplicate key marks the store unable to write. */
  private write<R>(operation: () => Promise<R>): Promise<R> {
    const started = process.hrtime.bigint();
    return this.run(operation).then(
      (result) => {
        this.health.wrote(this.name, started);
        return result;
      },
      (error: unknown) => {
        // MongoDB's answer to what the write holds (too large, conflicting paths): no outage.
        const refused = refusalOf(this.name, error);
        if (refused) throw refused;
        if (!(error instanceof mongodb().MongoError)) throw error;
        this.health.wrote(this.name, started, error);
        throw new StoreWriteError(error);
      },
    );
  }

  private run<R>(operation: () => Promise<R>): Promise<R> {
    return this.inflight.run(async () => {
      try {
        return await operation();
      } catch (error) {
        throw toDuplicateKeyError(this.name, error) ?? error;
      }
    });
  }
}

function toFilter<T>(filter: Filter<T>): DriverFilter<MongoDoc> {
  assertFilter(filter);
  return filter;
}

/** MongoDB would give an upserted document an ObjectId; we give it a random id. */
function toUpdate<T>(
  filter: Filter<T>,
  update: Update<T>,
  upsert?: boolean,
): UpdateFilter<MongoDoc> {
  const operators = update as Raw;
  assertUpdate(operators);
  if (!upsert || upsertSeed(filter)._id !== undefined) return operators;
  const setOnInsert = isPlainObject(operators.$setOnInsert) ? operators.$setOnInsert : {};
  const set = isPlainObject(operators.$set) ? operators.$set : {};
  if (setOnInsert._id !== undefined || set._id !== undefined) return operators;
  return {
    ...operators,
    $setOnInsert: { ...setOnInsert, _id: newId() },
  };
}

function toResult(result: {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}): UpdateResult {
  const { matchedCount, modifiedCount, upsertedId } = result;
  return upsertedId === null
    ? { matchedCount, modifiedCount }
    : { matchedCount, modifiedCount, upsertedId };
}

function prepare<T extends StoredDoc>(doc: NewDoc<T>): MongoDoc {
  const raw = doc as Raw;
  // A copy: the driver writes a generated `_id` back into the object it is given.
  return { ...raw, _id: typeof raw._id === 'string' ? raw._id : newId() };
}

/** The driver serialises an `undefined` option as null; leave such options out. */
function defined<O extends object>(options: O): O {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as O;
}

const DUPLICATE_KEY = 11000;

function toDuplicateKeyError(collection: string, error: unknown): DuplicateKeyError | undefined {
  if (!isMongoServerError(error, DUPLICATE_KEY)) return undefined;
  // "E11000 duplicate key error collection: db.users index: email_1 dup key: { ... }"
  const index = /index: (\S+)/.exec(error.message)?.[1] ?? 'unknown';
  // Single writes report keyValue; bulk writes (insertMany) only the message.
  const keyValue: unknown = error.errorResponse.keyValue;
  const key = isPlainObject(keyValue) ? keyValue : undefined;
  return new DuplicateKeyError(collection, index, key, { cause: error });
}
