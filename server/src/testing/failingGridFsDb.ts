import { MongoNetworkError, ObjectId, type Db } from 'mongodb';

type Doc = Record<string, unknown> & { _id: unknown };

/** `{ field: value }` or `{ field: { $eq: value } }`, values compared as the driver's ids are. */
function matches(doc: Doc, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([field, condition]) => {
    const wanted =
      condition && typeof condition === 'object' && '$eq' in condition ? condition.$eq : condition;
    const value = doc[field];
    return wanted instanceof ObjectId ? wanted.equals(value as ObjectId) : value === wanted;
  });
}

/** Dates, ObjectIds (by their hex: time first, then a counter) and numbers, in order. */
function comparable(value: unknown): number | string {
  if (value instanceof Date) return value.getTime();
  if (value instanceof ObjectId) return value.toHexString();
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

/**
 * A database holding GridFS's two collections in memory, enough for the driver's own
 * GridFSBucket to upload, find and delete through it, whose writes fail on demand as during a
 * step-down: `failChunkInsert(n)` fails the n-th chunk insert from now (an upload cut midway),
 * `failDeletes(k)` fails the next k deletes (no primary to clean up on yet).
 */
export function failingGridFsDb() {
  const data = new Map<string, Doc[]>();
  const docs = (name: string) => data.get(name) ?? data.set(name, []).get(name) ?? [];
  let chunkInsertsUntilFailure = 0;
  let deletesToFail = 0;
  const stepDown = () => new MongoNetworkError('connection reset: the primary stepped down');

  const collection = (name: string) => ({
    collectionName: name,
    async findOne(filter: Record<string, unknown> = {}) {
      return docs(name).find((doc) => matches(doc, filter)) ?? null;
    },
    find(filter: Record<string, unknown> = {}, options: { sort?: Record<string, 1 | -1> } = {}) {
      const found = docs(name).filter((doc) => matches(doc, filter));
      const sort = Object.entries(options.sort ?? {});
      found.sort((a, b) => {
        for (const [field, direction] of sort) {
          const [x, y] = [comparable(a[field]), comparable(b[field])];
          if (x !== y) return (x < y ? -1 : 1) * direction;
        }
        return 0;
      });
      return { toArray: async () => found };
    },
    listIndexes: () => ({ toArray: async () => [] }),
    createIndex: async () => 'index',
    async insertOne(doc: Doc) {
      if (name.endsWith('.chunks') && chunkInsertsUntilFailure > 0) {
        chunkInsertsUntilFailure -= 1;
        if (chunkInsertsUntilFailure === 0) throw stepDown();
      }
      docs(name).push(doc);
      return { acknowledged: true, insertedId: doc._id };
    },
    async deleteMany(filter: Record<string, unknown>) {
      if (deletesToFail > 0) {
        deletesToFail -= 1;
        throw stepDown();
      }
      const kept = docs(name).filter((doc) => !matches(doc, filter));
      const deletedCount = docs(name).length - kept.length;
      data.set(name, kept);
      return { acknowledged: true, deletedCount };
    },
    async deleteOne(filter: Record<string, unknown>) {
      return this.deleteMany(filter);
    },
    async distinct(field: string) {
      return [...new Set(docs(name).map((doc) => doc[field]))];
    },
  });

  const db = { collection } as unknown as Db;
  return {
    db,
    chunks: () => docs('media.chunks'),
    files: () => docs('media.files'),
    failChunkInsert: (n: number) => void (chunkInsertsUntilFailure = n),
    failDeletes: (times: number) => void (deletesToFail = times),
  };
}
