import { isDeepStrictEqual } from 'node:util';
import type Datastore from '@seald-io/nedb';
import { newId } from './ids';
import type { InFlight } from './inflight';
import { isUniqueViolation, toDuplicateKeyError } from './nedb-errors';
import { toNedbQuery } from './nedb-query';
import { countByIndex } from './nedb-count';
import { compareCompoundKeysByField } from './nedb-indexes';
import { findCopying, nedbModel } from './nedbInternals';
import {
  DuplicateKeyError,
  indexName,
  type Collection,
  type Filter,
  type FindOneAndUpdateOptions,
  type FindOneOptions,
  type FindOptions,
  type IndexFields,
  type IndexOptions,
  type NewDoc,
  type Sort,
  type StoredDoc,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './port';
import { project, projectedCopy } from './projection';
import { assertFilter, assertUpdate, type Raw, withoutUndefined } from './rules';
import { forExisting, forInsert } from './nedb-update';

interface Change {
  result: UpdateResult;
  before: Raw | null;
  after: Raw | null;
}

export class EmbeddedCollection<T extends StoredDoc> implements Collection<T> {
  /** Writes run one at a time, so a read-then-write (upsert, modifiedCount) is atomic. */
  private writes: Promise<unknown> = Promise.resolve();
  /** nedb keeps index fields (sorted) but not their directions or our names. */
  private readonly indexNames = new Map<string, string>([['_id', '_id_']]);

  constructor(
    readonly name: string,
    private readonly db: Datastore<Raw>,
    private readonly loaded: Promise<void>,
    private readonly inflight: InFlight,
  ) {}

  findOne<R = T>(filter: Filter<T>, options: FindOneOptions = {}): Promise<R | null> {
    return this.read(async () => (await this.select(filter, { ...options, limit: 1 }))[0] ?? null);
  }

  find<R = T>(filter: Filter<T>, options: FindOptions = {}): Promise<R[]> {
    return this.read(() => this.select(filter, options));
  }

  countDocuments(filter: Filter<T> = {}): Promise<number> {
    return this.read(async () => {
      const query = this.query(filter);
      return (await countByIndex(this.db, filter)) ?? this.db.countAsync(query);
    });
  }

  insertOne(doc: NewDoc<T>): Promise<{ insertedId: string }> {
    const prepared = prepare(doc);
    return this.write(async () => {
      await this.insertRaw(prepared);
      return { insertedId: prepared._id };
    });
  }

  insertMany(docs: readonly NewDoc<T>[]) {
    const prepared = docs.map(prepare);
    return this.write(async () => {
      // One by one, like MongoDB's ordered insertMany: the ones before a failure stay.
      for (const doc of prepared) await this.insertRaw(doc);
      return { insertedCount: prepared.length, insertedIds: prepared.map((doc) => doc._id) };
    });
  }

  updateOne(filter: Filter<T>, update: Update<T>, options: UpdateOptions = {}) {
    return this.write(async () => (await this.change(filter, update, { ...options })).result);
  }

  updateMany(filter: Filter<T>, update: Update<T>, options: UpdateOptions = {}) {
    return this.write(
      async () => (await this.change(filter, update, { ...options, multi: true })).result,
    );
  }

  findOneAndUpdate<R = T>(filter: Filter<T>, update: Update<T>, options: FindOneAndUpdateOptions) {
    return this.write(async () => {
      const { before, after } = await this.change(filter, update, options);
      const doc = options.returnDocument === 'before' ? before : after;
      return doc && (project(doc, options.projection) as R);
    });
  }

  deleteOne(filter: Filter<T>) {
    return this.write(async () => ({
      deletedCount: await this.db.removeAsync(this.query(filter), {}),
    }));
  }

  deleteMany(filter: Filter<T>) {
    return this.write(async () => ({
      deletedCount: await this.db.removeAsync(this.query(filter), { multi: true }),
    }));
  }

  createIndex(fields: IndexFields, options: IndexOptions = {}): Promise<string> {
    const names = Object.keys(fields);
    const name = indexName(fields);
    this.indexNames.set([...names].sort().join(','), name);
    return this.write(async () => {
      const fieldName = names.length === 1 ? (names[0] as string) : names;
      try {
        await this.db.ensureIndexAsync({
          fieldName,
          unique: !!options.unique,
          sparse: !!options.sparse,
          ...(options.expireAfterSeconds === undefined
            ? {}
            : { expireAfterSeconds: options.expireAfterSeconds }),
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new DuplicateKeyError(this.name, name, undefined, { cause: error });
        throw error;
      }
      if (names.length > 1) compareCompoundKeysByField(this.db, [...names].sort().join(','));
      return name;
    });
  }

  /** After the writes queued before it, rewrites the datafile without its history. */
  compact(): Promise<void> {
    return this.write(() => this.compactFile());
  }

  /** Waits for every queued write, then rewrites the datafile without its history. */
  async compactFile(): Promise<void> {
    const usable = await this.loaded.then(
      () => true,
      () => false, // a datafile that never loaded has nothing of ours to write back
    );
    if (usable) await this.db.compactDatafileAsync();
  }

  private read<R>(operation: () => Promise<unknown>): Promise<R> {
    return this.inflight.run(async () => {
      await this.loaded;
      return (await operation()) as R;
    });
  }

  private write<R>(operation: () => Promise<R>): Promise<R> {
    return this.inflight.run(() => {
      const result = this.writes.then(async () => {
        await this.loaded;
        return operation();
      });
      this.writes = result.catch(() => undefined);
      return result;
    });
  }

  private query(filter: Filter<T>): Raw {
    assertFilter(filter);
    return toNedbQuery(filter);
  }

  private async select(filter: Filter<T>, options: FindOptions): Promise<Raw[]> {
    const copy = (doc: Raw) => projectedCopy(doc, options.projection, nedbModel.deepCopy);
    let cursor = findCopying(this.db, this.query(filter), copy);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return await cursor.execAsync();
  }

  private async change(
    filter: Filter<T>,
    update: Update<T>,
    options: { upsert?: boolean; multi?: boolean; sort?: Sort },
  ): Promise<Change> {
    const operators = update as Raw;
    assertUpdate(operators);
    const matches = await this.select(filter, { sort: options.sort, limit: options.multi ? 0 : 1 });
    if (matches.length === 0) {
      if (!options.upsert) {
        return { result: { matchedCount: 0, modifiedCount: 0 }, before: null, after: null };
      }
      const doc = forInsert(filter, operators);
      if ((await this.db.countAsync({ _id: doc.seed._id })) > 0) {
        throw new DuplicateKeyError(this.name, '_id_', { _id: doc.seed._id });
      }
      const after = await this.nedbUpdate(doc.seed, doc.update, true);
      return {
        result: { matchedCount: 0, modifiedCount: 0, upsertedId: doc.seed._id },
        before: null,
        after,
      };
    }
    let modifiedCount = 0;
    let first: Pick<Change, 'before' | 'after'> | undefined;
    // Per document, like MongoDB's updateMany: an error stops it, earlier documents stay updated.
    for (const before of matches) {
      const update = forExisting(operators, before);
      const after = update ? await this.nedbUpdate({ _id: before._id }, update, false) : before;
      if (!isDeepStrictEqual(before, after)) modifiedCount += 1;
      first ??= { before, after };
    }
    const result = { matchedCount: matches.length, modifiedCount };
    return { result, before: first?.before ?? null, after: first?.after ?? null };
  }

  /** `query` names exactly one document (or, upserting, the seed of the one to insert). */
  private async nedbUpdate(query: Raw, update: Raw, upsert: boolean): Promise<Raw> {
    try {
      const { affectedDocuments } = await this.db.updateAsync(query, update, {
        upsert,
        returnUpdatedDocs: true,
      });
      return affectedDocuments as Raw;
    } catch (error) {
      throw await this.mapError(error, upsert ? undefined : (query._id as string));
    }
  }

  private async insertRaw(doc: Raw & StoredDoc): Promise<void> {
    try {
      await this.db.insertAsync(doc);
    } catch (error) {
      throw await this.mapError(error);
    }
  }

  private async mapError(error: unknown, updatedId?: string): Promise<unknown> {
    if (!isUniqueViolation(error)) return error;
    return toDuplicateKeyError(this.db, this.name, this.indexNames, error, updatedId);
  }
}

function prepare<T extends StoredDoc>(doc: NewDoc<T>): Raw & StoredDoc {
  const clean = withoutUndefined(doc as Raw);
  return { ...clean, _id: typeof clean._id === 'string' ? clean._id : newId() };
}
