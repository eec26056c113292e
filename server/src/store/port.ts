/**
 * The store port: a small slice of MongoDB's own vocabulary that both engines honour
 * identically (the contract suite proves it). Features talk to this and nothing else.
 */

/** Every stored document carries our own string id (a random id, server/src/store/ids.ts), never an engine-generated one. */
export interface StoredDoc {
  _id: string;
}

type ElementOf<V> = V extends readonly (infer E)[] ? E : V;

export interface FieldOperators<V> {
  $eq?: V | null;
  $ne?: V | null;
  $gt?: V;
  $gte?: V;
  $lt?: V;
  $lte?: V;
  $in?: readonly (V | null | RegExp)[];
  $nin?: readonly (V | null | RegExp)[];
  $exists?: boolean;
  $regex?: string | RegExp;
  $options?: string;
  /** Field-level, as in MongoDB: `{ name: { $not: /^x/ } }`, `{ n: { $not: { $gt: 3 } } }`. */
  $not?: FieldOperators<V> | RegExp;
}

/** As in MongoDB, a condition on an array field matches when any element matches. */
export type Condition<V> = V | ElementOf<V> | null | RegExp | FieldOperators<V | ElementOf<V>>;

/** Top-level fields are checked against T; dotted paths ('profile.name') are not. */
export type Filter<T> = { [K in keyof T]?: Condition<Exclude<T[K], undefined>> } & {
  $and?: Filter<T>[];
  $or?: Filter<T>[];
  [path: string]: unknown;
};

type Fields<T> = { [K in keyof T]?: T[K] } & Record<string, unknown>;
type ArrayOperand<V> = ElementOf<Exclude<V, undefined>>;
type ArrayFields<T> = {
  [K in keyof T]?: ArrayOperand<T[K]> | { $each: ArrayOperand<T[K]>[] };
} & Record<string, unknown>;

/** Operator updates only: a replacement document is not part of the port. */
export interface Update<T> {
  $set?: Fields<T>;
  /** Applied only when an upsert inserts. */
  $setOnInsert?: Fields<T>;
  $unset?: Record<string, '' | 1 | true>;
  $inc?: Record<string, number>;
  $push?: ArrayFields<T>;
  $addToSet?: ArrayFields<T>;
  /** A value, or a condition the removed elements match (`{ $in: [...] }`, `{ qty: { $lt: 1 } }`). */
  $pull?: Record<string, unknown>;
}

export type Sort = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1 | boolean>;

export interface FindOptions {
  sort?: Sort;
  limit?: number;
  skip?: number;
  projection?: Projection;
}
export type FindOneOptions = Omit<FindOptions, 'limit'>;

export interface UpdateOptions {
  upsert?: boolean;
}
export interface FindOneAndUpdateOptions {
  returnDocument: 'before' | 'after';
  upsert?: boolean;
  sort?: Sort;
  projection?: Projection;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  /** Present only when an upsert inserted. */
  upsertedId?: string;
}
export interface DeleteResult {
  deletedCount: number;
}
export interface InsertOneResult {
  insertedId: string;
}
export interface InsertManyResult {
  insertedCount: number;
  insertedIds: string[];
}

export type IndexFields = Record<string, 1 | -1>;
export interface IndexOptions {
  unique?: boolean;
  /** Leave out documents that lack the field (so several may lack a unique field). */
  sparse?: boolean;
  /**
   * A TTL index on one date field: a document goes once the date is this many seconds past
   * (MongoDB's monitor, about every minute; the embedded engine when a read meets it).
   */
  expireAfterSeconds?: number;
}

/** A document to insert: the store makes up a random id when `_id` is absent. */
export type NewDoc<T extends StoredDoc> = T extends unknown
  ? Omit<T, '_id'> & { _id?: string }
  : never;

/**
 * Reads take an optional result type R for projections (as the driver does): the store
 * cannot know which fields a projection leaves, the caller can.
 */
export interface Collection<T extends StoredDoc> {
  readonly name: string;
  findOne<R = T>(filter: Filter<T>, options?: FindOneOptions): Promise<R | null>;
  /** Without a sort the order is unspecified (and differs between engines). */
  find<R = T>(filter: Filter<T>, options?: FindOptions): Promise<R[]>;
  insertOne(doc: NewDoc<T>): Promise<InsertOneResult>;
  /** Ordered: on an error the documents before the failing one stay inserted. */
  insertMany(docs: readonly NewDoc<T>[]): Promise<InsertManyResult>;
  updateOne(filter: Filter<T>, update: Update<T>, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter<T>, update: Update<T>, options?: UpdateOptions): Promise<UpdateResult>;
  findOneAndUpdate<R = T>(
    filter: Filter<T>,
    update: Update<T>,
    options: FindOneAndUpdateOptions,
  ): Promise<R | null>;
  deleteOne(filter: Filter<T>): Promise<DeleteResult>;
  deleteMany(filter: Filter<T>): Promise<DeleteResult>;
  countDocuments(filter?: Filter<T>): Promise<number>;
  /** Returns the index name, MongoDB-style (`email_1`). */
  createIndex(fields: IndexFields, options?: IndexOptions): Promise<string>;
  /**
   * Makes earlier deletes and updates physical (an erasure, docs/security.md): the embedded
   * engine rewrites its append-only datafile without the history; MongoDB has none to drop.
   */
  compact(): Promise<void>;
}

export type WriteListener = (write: { collection: string; seconds: number; ok: boolean }) => void;

/** Whether the store can write now (`/api/health` says degraded, `/api/ready` fails when not). */
export interface StoreHealth {
  writable: boolean;
  /** The collections (or the data directory) whose last write or probe failed. */
  failing: string[];
  /** Writes the engine failed to store since the process started. */
  failedWrites: number;
  lastFailure: { collection: string; at: string; message: string } | null;
}

/**
 * How sure a write must be before it is answered. `majority` (orders, credits, anything
 * money-like): on MongoDB a write is acknowledged only once most data-bearing members of the
 * replica set hold it, so a failover cannot roll an acknowledged change back
 * (docs/scaling.md, "Write concern"). The embedded engine has one copy and ignores it.
 */
export interface CollectionOptions {
  durability?: 'majority';
}

export interface Store {
  readonly kind: 'embedded' | 'mongodb';
  collection<T extends StoredDoc>(name: string, options?: CollectionOptions): Collection<T>;
  /** What the writes so far saw; cheap. */
  health(): StoreHealth;
  /** Tries to write (without changing data) where writes failed, and answers the health after. */
  probe(): Promise<StoreHealth>;
  /** Hears every write the engine makes (the embedded engine: each datafile append). */
  observeWrites(listener: WriteListener): void;
  /**
   * From now on every write fails with `reason` (a StoreWriteError, answered 503) and the
   * health says so under `place`: a newer release has recorded a newer schema, whose shapes
   * this code would write wrong (migrations/schemaWatch.ts). Reads go on.
   */
  refuseWrites(place: string, reason: StoreWriteError): void;
  /** Lets in-flight operations finish, then closes the engine; later calls fail. */
  close(): Promise<void>;
}

/**
 * A write the engine could not store (disk read-only or full, database unreachable): nothing
 * of it was applied, and readers never saw it. The HTTP layer answers 503.
 */
export class StoreWriteError extends Error {
  override readonly name = 'StoreWriteError';
  constructor(cause: unknown) {
    super(
      `the store could not save a change: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

/**
 * A write refused for what it holds, not for an outage: a document over MongoDB's 16 MB
 * (`too_large`), or an update naming one field twice or a field and a part of it
 * (`conflicting_paths`). Both engines refuse the same writes with it (documentLimits.ts);
 * nothing of it is applied and the store stays writable. The HTTP layer answers 413
 * `document_too_large` for the first; the second is a bug of ours (a masked 500).
 */
export class DocumentRefusedError extends Error {
  override readonly name = 'DocumentRefusedError';
  constructor(
    readonly reason: 'too_large' | 'conflicting_paths',
    readonly collection: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${collection}: ${detail}`, options);
  }
}

/** The one error both engines throw when a write would break a unique index. */
export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  constructor(
    readonly collection: string,
    /** MongoDB-style index name: `_id_`, `email_1`, `client_1_name_1`. */
    readonly index: string,
    /** The clashing values by field, when the engine reports them. */
    readonly key?: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super(`duplicate key in ${collection} on index ${index}`, options);
  }
}

/** MongoDB's default index name, so both engines report the same one. */
export function indexName(fields: IndexFields): string {
  return Object.entries(fields)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}
