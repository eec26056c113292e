import fs from 'node:fs';
import type Datastore from '@seald-io/nedb';
import { StoreWriteError } from './port';
import type { Raw } from './rules';

/**
 * nedb changes its memory first and appends to the datafile after; when the append fails the
 * change stays in memory, readable, and the next compaction (close) writes it to disk: a write
 * answered as failed became permanent (F-19). This journals each memory change of the running
 * operation and, when its append fails, undoes them before the operation ends, inside nedb's
 * executor, so no other operation ever sees them. A torn append is cut back to the size the
 * file had. Uses nedb internals (@seald-io/nedb 4.1.x: `_insertInCache`, `_updateIndexes`,
 * `_removeFromIndexes`, `persistence.persistNewStateAsync`); the durability test pins them.
 */
interface NedbInternals {
  filename: string;
  _insertInCache(doc: Raw | Raw[]): void;
  _addToIndexes(doc: Raw): void;
  _removeFromIndexes(doc: Raw): void;
  _updateIndexes(oldDoc: Raw | Modification[], newDoc?: Raw): void;
  persistence: { persistNewStateAsync(docs: Raw[]): Promise<void> };
}
interface Modification {
  oldDoc: Raw;
  newDoc: Raw;
}

/** Told of every append: when it started (`process.hrtime.bigint()`) and its error if any. */
export type AppendOutcome = (started: bigint, error?: unknown) => void;

export function makeDurable(datastore: Datastore<Raw>, outcome: AppendOutcome): void {
  const db = datastore as unknown as NedbInternals;
  const insertInCache = db._insertInCache.bind(db);
  const addToIndexes = db._addToIndexes.bind(db);
  const removeFromIndexes = db._removeFromIndexes.bind(db);
  const updateIndexes = db._updateIndexes.bind(db);
  const persist = db.persistence.persistNewStateAsync.bind(db.persistence);
  let undo: (() => void)[] = [];
  let inserting = false;

  db._insertInCache = (doc) => {
    inserting = true;
    try {
      insertInCache(doc);
    } finally {
      inserting = false;
    }
    const docs = Array.isArray(doc) ? doc : [doc];
    undo.push(() => docs.forEach((one) => removeFromIndexes(one)));
  };
  db._removeFromIndexes = (doc) => {
    removeFromIndexes(doc);
    if (!inserting) undo.push(() => addToIndexes(doc));
  };
  db._updateIndexes = (oldDoc, newDoc) => {
    updateIndexes(oldDoc, newDoc);
    const pairs = Array.isArray(oldDoc) ? oldDoc : [{ oldDoc, newDoc: newDoc as Raw }];
    const reverse = pairs.map((pair) => ({ oldDoc: pair.newDoc, newDoc: pair.oldDoc }));
    undo.push(() => updateIndexes(reverse));
  };
  db.persistence.persistNewStateAsync = async (docs) => {
    const changes = undo;
    undo = [];
    if (docs.length === 0) return;
    const started = process.hrtime.bigint();
    const size = await fileSize(db.filename);
    try {
      await persist(docs);
    } catch (error) {
      for (const change of changes.reverse()) change();
      if (size !== null) await fs.promises.truncate(db.filename, size).catch(() => undefined);
      outcome(started, error);
      throw new StoreWriteError(error);
    }
    outcome(started);
  };
}

async function fileSize(filename: string): Promise<number | null> {
  try {
    return (await fs.promises.stat(filename)).size;
  } catch {
    return null;
  }
}
