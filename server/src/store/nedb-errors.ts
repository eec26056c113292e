import type Datastore from '@seald-io/nedb';
import { indexesOf } from './nedbInternals';
import { DuplicateKeyError } from './port';
import type { Raw } from './rules';

export function isUniqueViolation(error: unknown): error is Error & { key: unknown } {
  return error instanceof Error && 'errorType' in error && error.errorType === 'uniqueViolated';
}

/**
 * nedb reports only the clashing value, not the index: find the unique index on which
 * another document already holds that value (an update never clashes on `_id`).
 * `names` maps nedb's field lists (sorted, comma-joined) to MongoDB-style index names.
 */
export async function toDuplicateKeyError(
  db: Datastore<Raw>,
  collection: string,
  names: ReadonlyMap<string, string>,
  error: Error & { key: unknown },
  updatedId?: string,
): Promise<DuplicateKeyError> {
  for (const index of Object.values(indexesOf(db))) {
    if (!index.unique || (updatedId !== undefined && index.fieldName === '_id')) continue;
    const fields = index.fieldName.split(',');
    const values = fields.length === 1 ? { [index.fieldName]: error.key } : (error.key as Raw);
    const key = Object.fromEntries(fields.map((field) => [field, values[field]]));
    const query: Raw = Object.fromEntries(
      fields.map((field) => [field, key[field] === undefined ? { $exists: false } : key[field]]),
    );
    if (updatedId !== undefined) query.$not = { _id: updatedId };
    if ((await db.countAsync(query)) > 0) {
      const name = names.get(index.fieldName) ?? fields.map((field) => `${field}_1`).join('_');
      return new DuplicateKeyError(collection, name, key, { cause: error });
    }
  }
  return new DuplicateKeyError(collection, 'unknown', undefined, { cause: error });
}
