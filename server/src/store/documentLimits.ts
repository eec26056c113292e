import { bsonSizeBound } from './bsonSize';
import { isMongoServerError, loadedMongodb, mongodb } from './mongoDriver';
import {
  DocumentRefusedError,
  type Collection,
  type FindOneAndUpdateOptions,
  type Filter,
  type NewDoc,
  type StoredDoc,
  type Update,
  type UpdateOptions,
} from './port';
import { isPlainObject, type Raw } from './rules';

/** MongoDB's largest document (BSON), which both engines keep. */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** MongoDB's codes for a write refused for what it holds (its own answer, not an outage). */
const TOO_LARGE_CODES = new Set([
  10334, // BSONObjectTooLarge: an inserted or replaced document
  17419, // the document an update would leave is over the limit
  17420, // the same, for an update applied in place
]);
const CONFLICTING_UPDATE_OPERATORS = 40;

/** Stands for a driver class while the driver is not loaded: nothing is an instance of it. */
class NotLoaded extends Error {}

function tooLarge(collection: string, bytes: number): DocumentRefusedError {
  const mb = (bytes / 1024 / 1024).toFixed(1);
  return new DocumentRefusedError('too_large', collection, `a document of ${mb} MB is over 16 MB`);
}

/**
 * The BSON size of `doc` when it is over 16 MB, else undefined. Most writes are settled by a
 * bound computed without the driver, so the embedded engine never loads it; a document near
 * the limit (or holding other than plain values) is measured by the driver's BSON.
 */
function bytesOverLimit(doc: object): number | undefined {
  const bound = bsonSizeBound(doc);
  if (bound !== undefined && bound <= MAX_DOCUMENT_BYTES) return undefined;
  const bytes = mongodb().BSON.calculateObjectSize(doc);
  return bytes > MAX_DOCUMENT_BYTES ? bytes : undefined;
}

/** Refuses documents over 16 MB (BSON, as MongoDB counts them). */
export function assertStorable(collection: string, docs: readonly object[]): void {
  for (const doc of docs) {
    const bytes = bytesOverLimit(doc);
    if (bytes !== undefined) throw tooLarge(collection, bytes);
  }
}

/**
 * MongoDB's rules for an update, before either engine runs it: the update itself must fit in
 * 16 MB (what it sets would make the document larger still), and no field may be named twice,
 * in two operators or as a field and a part of it (`a` and `a.b`).
 */
export function assertStorableUpdate(collection: string, update: Raw): void {
  const bytes = bytesOverLimit(update);
  if (bytes !== undefined) throw tooLarge(collection, bytes);
  const paths = Object.values(update)
    .flatMap((operand) => (isPlainObject(operand) ? Object.keys(operand) : []))
    .sort();
  for (let i = 1; i < paths.length; i += 1) {
    const [before, path] = [paths[i - 1] as string, paths[i] as string];
    if (path === before || path.startsWith(`${before}.`)) {
      throw new DocumentRefusedError(
        'conflicting_paths',
        collection,
        `an update names ${before} and ${path}`,
      );
    }
  }
}

/** MongoDB's own refusal of a write for what it holds, as the store's one error; else undefined. */
export function refusalOf(collection: string, error: unknown): DocumentRefusedError | undefined {
  if (isMongoServerError(error) && typeof error.code === 'number') {
    if (TOO_LARGE_CODES.has(error.code))
      return new DocumentRefusedError('too_large', collection, error.message, { cause: error });
    if (error.code === CONFLICTING_UPDATE_OPERATORS)
      return new DocumentRefusedError('conflicting_paths', collection, error.message, {
        cause: error,
      });
  }
  // The driver measures a batch's documents itself before sending them (insertMany).
  if (
    error instanceof (loadedMongodb()?.MongoInvalidArgumentError ?? NotLoaded) &&
    /larger than the maximum size/.test(error.message)
  )
    return new DocumentRefusedError('too_large', collection, error.message, { cause: error });
  return undefined;
}

/**
 * A collection whose writes are checked against MongoDB's document rules first, so both
 * engines refuse the same writes the same way (the store contract's "document limits").
 */
export class CheckedCollection<T extends StoredDoc> implements Collection<T> {
  constructor(
    private readonly inner: Collection<T>,
    /** Set once this process may no longer write (Store.refuseWrites). */
    private readonly refusal: { error: Error | null } = { error: null },
  ) {}

  get name(): string {
    return this.inner.name;
  }

  findOne: Collection<T>['findOne'] = (filter, options) => this.inner.findOne(filter, options);
  find: Collection<T>['find'] = (filter, options) => this.inner.find(filter, options);
  countDocuments: Collection<T>['countDocuments'] = (filter) => this.inner.countDocuments(filter);
  deleteOne: Collection<T>['deleteOne'] = (filter) =>
    this.checked(
      () => undefined,
      () => this.inner.deleteOne(filter),
    );
  deleteMany: Collection<T>['deleteMany'] = (filter) =>
    this.checked(
      () => undefined,
      () => this.inner.deleteMany(filter),
    );
  createIndex: Collection<T>['createIndex'] = (fields, options) =>
    this.inner.createIndex(fields, options);
  compact: Collection<T>['compact'] = () => this.inner.compact();

  insertOne(doc: NewDoc<T>) {
    return this.checked(
      () => assertStorable(this.name, [doc]),
      () => this.inner.insertOne(doc),
    );
  }

  insertMany(docs: readonly NewDoc<T>[]) {
    return this.checked(
      () => assertStorable(this.name, docs),
      () => this.inner.insertMany(docs),
    );
  }

  updateOne(filter: Filter<T>, update: Update<T>, options?: UpdateOptions) {
    return this.checked(this.update(update), () => this.inner.updateOne(filter, update, options));
  }

  updateMany(filter: Filter<T>, update: Update<T>, options?: UpdateOptions) {
    return this.checked(this.update(update), () => this.inner.updateMany(filter, update, options));
  }

  findOneAndUpdate<R = T>(filter: Filter<T>, update: Update<T>, options: FindOneAndUpdateOptions) {
    return this.checked(this.update(update), () =>
      this.inner.findOneAndUpdate<R>(filter, update, options),
    );
  }

  private update(update: Update<T>): () => void {
    return () => assertStorableUpdate(this.name, update as Raw);
  }

  /** A refusal is a rejected promise, as the write's own failure would be. */
  private async checked<R>(check: () => void, write: () => Promise<R>): Promise<R> {
    if (this.refusal.error) throw this.refusal.error;
    check();
    return write();
  }
}
