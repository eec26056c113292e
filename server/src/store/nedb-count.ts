import type Datastore from '@seald-io/nedb';
import { fieldsOf, indexesOf, inQueue, type NedbIndex } from './nedbInternals';
import type { Raw } from './rules';

/**
 * The embedded engine's count of `{ field: value, ... }` from an index, without nedb's count,
 * which reads (and matches) every document of its candidates. Every index whose fields the
 * filter all names with a plain value (string, number, boolean, null) can give the documents:
 * its entry (or, for a field compared with null, meaning "null or missing", its entries under
 * null and under a missing field) holds exactly the documents nedb's match finds for those
 * fields (an array is filed under each of its elements, as match compares them). The index
 * giving the fewest documents is taken, so `{ exerciseId, finishedAt: null }` reads the
 * exercise's unfinished players from the compound index `exerciseId,finishedAt`, not all its
 * players (issue 36: a finish at 10,000 players visited 10,000 documents). The filter's other
 * fields are compared on those documents directly; a document holding an array or an object
 * in one of them leaves the count to nedb. Run in nedb's queue, so it sees what the operations
 * before it left. Null: not a count it can do.
 */
export function countByIndex(db: Datastore<Raw>, filter: Raw): Promise<number | null> | null {
  const entries = Object.entries(filter);
  if (!entries.every(isPlainComparison)) return null;
  const lookups = Object.values(indexesOf(db))
    .map((index) => lookup(index, filter))
    .filter((found): found is Lookup => found !== null);
  if (lookups.length === 0) return null;
  return inQueue(db, async () => {
    // The index's entries as it holds them (no copy: a count at 10,000 players stays a lookup).
    let fewest: { lists: Raw[][]; size: number; fields: string[] } | undefined;
    for (const { index, fields, keys } of lookups) {
      const lists = keys.map((key) => index.getMatching(key));
      const size = lists.reduce((sum, list) => sum + list.length, 0);
      if (!fewest || size < fewest.size) fewest = { lists, size, fields };
    }
    const { lists, size, fields } = fewest!;
    const rest = entries.filter(([field]) => !fields.includes(field));
    if (rest.length === 0) return size;
    let count = 0;
    for (const list of lists) {
      for (const doc of list) {
        let matches = true;
        for (const [field, value] of rest) {
          const held = doc[field];
          if (held !== null && typeof held === 'object') return null;
          if (value === null ? held !== null && held !== undefined : held !== value) {
            matches = false;
          }
        }
        if (matches) count += 1;
      }
    }
    return count;
  });
}

interface Lookup {
  index: NedbIndex;
  fields: string[];
  /** The keys whose entries hold the documents (two for a field compared with null). */
  keys: unknown[];
}

function isPlainComparison([field, value]: [string, unknown]): boolean {
  return !field.startsWith('$') && !field.includes('.') && (value === null || isKey(value));
}

/** A value an index holds as one key. */
function isKey(value: unknown): value is string | number | boolean {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * The keys of `index` that hold what `filter` finds for the index's fields, or null when the
 * filter does not name them all. At most one field may be compared with null: its two keys
 * (null, missing) are then the only ones to read.
 */
function lookup(index: NedbIndex, filter: Raw): Lookup | null {
  const fields = fieldsOf(index.fieldName);
  if (!fields.every((field) => Object.hasOwn(filter, field))) return null;
  const nulls = fields.filter((field) => filter[field] === null);
  // A sparse index leaves out the documents missing its field, which null stands for too.
  if (nulls.length > 1 || (nulls.length === 1 && index.sparse)) return null;
  const keyWith = (missing: boolean) => {
    if (fields.length === 1) return missing ? undefined : filter[fields[0]!];
    return Object.fromEntries(
      fields.map((field) => [field, missing && filter[field] === null ? undefined : filter[field]]),
    );
  };
  return {
    index,
    fields,
    keys: nulls.length === 0 ? [keyWith(false)] : [keyWith(false), keyWith(true)],
  };
}
