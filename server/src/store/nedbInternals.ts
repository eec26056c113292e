import { createRequire } from 'node:module';
import type Datastore from '@seald-io/nedb';
import type { Raw } from './rules';

/**
 * The one place that reads @seald-io/nedb's private parts (4.1.2, pinned exactly in
 * server/package.json): its in-memory cache and index methods, its indexes' trees, its
 * operation queue, its append and `lib/model.js`. The store's tunings (`durableNedb.ts`,
 * `nedb-indexes.ts`, the count by index in `nedb-count.ts`, the unique index's name in
 * `embedded-collection.ts` and `nedb-errors.ts`) go through the functions below and name none
 * of them. `nedbInternals.test.ts` shows each still there and doing what they rely on, and the
 * installed version still the pinned one, so an upgrade that moves one fails there first.
 */

/** An old document and the one replacing it, as nedb's indexes take an update. */
export interface IndexPair {
  oldDoc: Raw;
  newDoc: Raw;
}

/** One of nedb's indexes: its field list (sorted, comma-joined) and its tree of keys. */
export interface NedbIndex {
  fieldName: string;
  unique: boolean;
  sparse: boolean;
  tree: { search(key: unknown): Raw[] };
  /** What each new tree of the index is built with (its key comparison among them). */
  treeOptions: { compareKeys: KeyComparison };
  /** A new tree of `docs` (built with `treeOptions`). */
  reset(docs?: Raw[]): void;
  getMatching(value: unknown): Raw[];
  update(pairs: IndexPair[]): void;
  revertUpdate(pairs: IndexPair[]): void;
}

/** nedb's order of index keys (its `compareThings`, with its string comparison). */
export type KeyComparison = (a: unknown, b: unknown, compareStrings?: unknown) => number;

/** nedb's cache and index methods a tuning wraps (each given bound, as nedb has it). */
export interface CacheMethods {
  /** Adds new documents to every index. */
  insertInCache(doc: Raw | Raw[]): void;
  addToIndexes(doc: Raw): void;
  removeFromIndexes(doc: Raw): void;
  updateIndexes(oldDoc: Raw | IndexPair[], newDoc?: Raw): void;
  /** The documents a query reads before matching. */
  rawCandidates(query: Raw): Raw[];
}

interface Internals {
  indexes: Record<string, NedbIndex>;
  executor: { pushAsync<R>(task: () => Promise<R>): Promise<R> };
  _insertInCache: CacheMethods['insertInCache'];
  _addToIndexes: CacheMethods['addToIndexes'];
  _removeFromIndexes: CacheMethods['removeFromIndexes'];
  _updateIndexes: CacheMethods['updateIndexes'];
  _getRawCandidates: CacheMethods['rawCandidates'];
  persistence: {
    filename: string;
    modes: { fileMode: number };
    persistNewStateAsync(docs: Raw[]): Promise<void>;
  };
}

const internals = (db: Datastore<Raw>) => db as unknown as Internals;

/** An index's fields, from its name ("exerciseId,finishedAt"): split once, not at every read. */
const fieldsOfIndex = new Map<string, string[]>();
export function fieldsOf(name: string): string[] {
  let fields = fieldsOfIndex.get(name);
  if (!fields) fieldsOfIndex.set(name, (fields = name.split(',')));
  return fields;
}

/** Every document of the collection, as nedb holds them (not copies). */
export function allDocs(db: Datastore<Raw>): Raw[] {
  return (db as unknown as { getAllData(): Raw[] }).getAllData();
}

/** nedb's indexes by field list (public in its docs, missing from its typings). */
export function indexesOf(db: Datastore<Raw>): Readonly<Record<string, NedbIndex>> {
  return internals(db).indexes;
}

/** Runs `task` in nedb's operation queue: after the operations before it, before the later. */
export function inQueue<R>(db: Datastore<Raw>, task: () => Promise<R>): Promise<R> {
  return internals(db).executor.pushAsync(task);
}

/**
 * Replaces some of nedb's cache and index methods: `wrap` gets the originals and returns the
 * replacements.
 */
export function wrapCache(
  db: Datastore<Raw>,
  wrap: (original: CacheMethods) => Partial<CacheMethods>,
): void {
  const nedb = internals(db);
  const original: CacheMethods = {
    insertInCache: nedb._insertInCache.bind(nedb),
    addToIndexes: nedb._addToIndexes.bind(nedb),
    removeFromIndexes: nedb._removeFromIndexes.bind(nedb),
    updateIndexes: nedb._updateIndexes.bind(nedb),
    rawCandidates: nedb._getRawCandidates.bind(nedb),
  };
  const next = wrap(original);
  if (next.insertInCache) nedb._insertInCache = next.insertInCache;
  if (next.addToIndexes) nedb._addToIndexes = next.addToIndexes;
  if (next.removeFromIndexes) nedb._removeFromIndexes = next.removeFromIndexes;
  if (next.updateIndexes) nedb._updateIndexes = next.updateIndexes;
  if (next.rawCandidates) nedb._getRawCandidates = next.rawCandidates;
}

/** Where nedb appends an operation's new documents, and the file's mode. */
export function datafileOf(db: Datastore<Raw>): { filename: string; fileMode: number } {
  const { filename, modes } = internals(db).persistence;
  return { filename, fileMode: modes.fileMode };
}

/** Replaces nedb's append of an operation's new documents to its datafile. */
export function replaceAppend(db: Datastore<Raw>, append: (docs: Raw[]) => Promise<void>): void {
  internals(db).persistence.persistNewStateAsync = append;
}

/** nedb's `lib/model.js`: its one-line serialisation of a document and its dotted-field read. */
export const nedbModel = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as {
  serialize(doc: Raw): string;
  getDotValue(doc: Raw, field: string): unknown;
  /** The copy nedb makes of every document a find returns. */
  deepCopy(doc: Raw): Raw;
  compareThings: KeyComparison;
};

type Cursor = ReturnType<Datastore<Raw>['findAsync']>;

/**
 * nedb's find, with `copy` in place of its copy of each document found (it copies every one
 * whole, then our projection drops what the caller did not ask for: an exercise's scenario
 * snapshot copied at every poll only to be thrown away). `copy` must not change the document.
 */
export function findCopying(db: Datastore<Raw>, query: Raw, copy: (doc: Raw) => Raw): Cursor {
  const cursor = db.findAsync(query);
  (cursor as unknown as { mapFn: (docs: Raw[]) => Raw[] }).mapFn = (docs) =>
    docs.map((doc) => copy(doc));
  return cursor;
}

/** nedb's index class (`lib/indexes.js`): for tests that count what its lookups return. */
export const nedbIndexClass = createRequire(import.meta.url)('@seald-io/nedb/lib/indexes.js') as {
  prototype: { getMatching(value: unknown): Raw[] };
};
