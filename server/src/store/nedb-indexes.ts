import type Datastore from '@seald-io/nedb';
import {
  allDocs,
  fieldsOf,
  indexesOf,
  nedbModel,
  wrapCache,
  type IndexPair,
  type NedbIndex,
} from './nedbInternals';
import type { Raw } from './rules';

/**
 * Two of nedb's index costs, cut (through nedb's internals in `nedbInternals.ts`: its indexes,
 * an index's tree, the candidates of a query and the update of the indexes):
 *
 * - Which documents a query reads. nedb takes the last field of the query that has an index of
 *   its own, else a compound index the query names wholly, else `$in`, else every document; so
 *   `{ exerciseId, user }` would read every player of the exercise once `exerciseId` has an
 *   index, although the compound index `exerciseId,user` names one. Here every index the query
 *   can use is asked how many documents it holds for the query's value (a lookup in its tree)
 *   and the fewest are read. Any of them is correct: nedb matches each against the whole query.
 * - What an update does to an index whose key it leaves as it was. nedb removes the old
 *   document from the key's list and adds the new one, rebuilding the list: every player
 *   update rebuilt the list of all players of the exercise (and of every player without an
 *   e-mail address). Here the new document takes the old one's place in the list, under a
 *   one-field index as under a compound one (the unfinished players of an exercise,
 *   `exerciseId,finishedAt`, keep their place while they play).
 */
/** The values nedb looks up in an index (its `filterIndexNames`). */
const isKey = (value: unknown) =>
  value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value);

/** Keys an index files a document under once, as they are (no array, no object, no date). */
const isPlainKey = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

export function tuneIndexes(db: Datastore<Raw>): void {
  wrapCache(db, (nedb) => ({
    rawCandidates: (query) => {
      let fewest: Raw[] | undefined;
      const indexes = indexesOf(db);
      for (const name in indexes) {
        const index = indexes[name]!;
        const fields = fieldsOf(name);
        if (!fields.every((field) => Object.hasOwn(query, field) && isKey(query[field]))) continue;
        const key = fields.length === 1 ? query[name] : pickFields(query, fields);
        const docs = index.getMatching(key);
        if (!fewest || docs.length < fewest.length) fewest = docs;
      }
      return fewest ?? nedb.rawCandidates(query);
    },
    updateIndexes: (oldDoc, newDoc) => {
      const pairs = Array.isArray(oldDoc) ? oldDoc : [{ oldDoc, newDoc: newDoc as Raw }];
      const done: (() => void)[] = [];
      try {
        for (const [name, index] of Object.entries(indexesOf(db))) {
          if (replaceInPlace(name, index, pairs)) {
            done.push(() => replaceInPlace(name, index, reversed(pairs)));
          } else {
            index.update(pairs);
            done.push(() => index.revertUpdate(pairs));
          }
        }
      } catch (error) {
        for (const undo of done.reverse()) undo();
        throw error;
      }
    },
  }));
}

/** True when every pair keeps its key under this index and was swapped in place. */
function replaceInPlace(name: string, index: NedbIndex, pairs: IndexPair[]): boolean {
  const fields = fieldsOf(name);
  const places: { list: Raw[]; at: number; doc: Raw }[] = [];
  for (const { oldDoc, newDoc } of pairs) {
    const key = plainKey(oldDoc, fields);
    if (key === NOT_PLAIN || !sameKey(key, plainKey(newDoc, fields), fields)) return false;
    const list = index.tree.search(key);
    const at = list.indexOf(oldDoc);
    if (at < 0) return false;
    places.push({ list, at, doc: newDoc });
  }
  for (const { list, at, doc } of places) list[at] = doc;
  return true;
}

const NOT_PLAIN = Symbol('not a plain key');

/** The key `doc` is filed under (a field's value, or the fields' values), when it is one key. */
function plainKey(doc: Raw, fields: string[]): unknown {
  if (fields.length === 1) {
    const key = nedbModel.getDotValue(doc, fields[0]!);
    return isPlainKey(key) ? key : NOT_PLAIN;
  }
  const key: Raw = {};
  for (const field of fields) {
    const value = nedbModel.getDotValue(doc, field);
    if (!isPlainKey(value)) return NOT_PLAIN;
    key[field] = value;
  }
  return key;
}

function sameKey(a: unknown, b: unknown, fields: string[]): boolean {
  if (a === NOT_PLAIN || b === NOT_PLAIN) return false;
  if (fields.length === 1) return a === b;
  return fields.every((field) => (a as Raw)[field] === (b as Raw)[field]);
}

const reversed = (pairs: IndexPair[]) =>
  pairs.map(({ oldDoc, newDoc }) => ({ oldDoc: newDoc, newDoc: oldDoc }));

function pickFields(query: Raw, fields: string[]): Raw {
  return Object.fromEntries(fields.map((field) => [field, query[field]]));
}

/**
 * A compound index's keys compared field by field in nedb's order (its field names sorted), as
 * nedb's `compareThings` compares two key objects, without the two sorted lists of their field
 * names it builds at every comparison: that was the largest allocation of a join (about 90 KB
 * over the player's index lookups and insertion, issue 36). Keys holding other fields than the
 * index's (never made by nedb or by `rawCandidates` above) are compared by nedb itself.
 */
export function compareCompoundKeysByField(db: Datastore<Raw>, name: string): void {
  const index = indexesOf(db)[name];
  if (!index || fieldsOf(name).length < 2) return;
  const fields = [...fieldsOf(name)].sort();
  const compare = nedbModel.compareThings;
  const isCompoundKey = (value: unknown): value is Raw => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    if (value instanceof Date) return false;
    let count = 0;
    for (const field in value) {
      if (!Object.hasOwn(value, field)) return false;
      count += 1;
    }
    return count === fields.length && fields.every((field) => Object.hasOwn(value, field));
  };
  index.treeOptions.compareKeys = (a, b, compareStrings) => {
    if (!isCompoundKey(a) || !isCompoundKey(b)) return compare(a, b, compareStrings);
    for (const field of fields) {
      const order = compare(a[field], b[field], compareStrings);
      if (order !== 0) return order;
    }
    return 0;
  };
  index.reset(allDocs(db));
}
