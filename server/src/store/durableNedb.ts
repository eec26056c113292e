import fs from 'node:fs';
import { createRequire } from 'node:module';
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
 * `_removeFromIndexes`, `persistence.persistNewStateAsync`, `lib/model.js`'s `serialize`); the
 * durability test pins them.
 *
 * The append itself is synchronous: one `appendFileSync` of the operation's lines (nedb's own
 * serialisation, no hooks are configured). nedb's asynchronous append took four trips through
 * the thread pool (a size check, open, write, close), each waiting for a turn of a busy event
 * loop, while every read of the collection waited in nedb's queue behind it: under a campaign
 * morning's load a read of one player took 100-200 ms (docs/performance.md). An append of a
 * few hundred bytes to the page cache takes microseconds; the process never waits on the disk
 * for longer than nedb's own compaction already does. Like nedb's own append it does not fsync:
 * an appended line survives a kill of the process (orders.crash.test.ts), a power cut may lose
 * the last ones (docs/operations.md). One `write` per operation, so a kill cannot tear a line;
 * a line torn by the disk filling up is cut back here, one torn by a power cut is skipped by
 * nedb's load as before (its corrupt-line threshold).
 */
interface NedbInternals {
  filename: string;
  _insertInCache(doc: Raw | Raw[]): void;
  _addToIndexes(doc: Raw): void;
  _removeFromIndexes(doc: Raw): void;
  _updateIndexes(oldDoc: Raw | Modification[], newDoc?: Raw): void;
  persistence: NedbPersistence & { persistNewStateAsync(docs: Raw[]): Promise<void> };
}

/** nedb's one-line serialisation of a document (what its own append writes). */
const { serialize } = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as {
  serialize(doc: Raw): string;
};
interface NedbPersistence {
  filename: string;
  modes: { fileMode: number };
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
    const { filename, modes } = db.persistence;
    const size = fileSize(filename);
    try {
      const lines = docs.map((doc) => `${serialize(doc)}\n`).join('');
      fs.appendFileSync(filename, lines, { encoding: 'utf8', mode: modes.fileMode });
    } catch (error) {
      for (const change of changes.reverse()) change();
      if (size !== null) truncate(filename, size);
      outcome(started, error);
      throw new StoreWriteError(error);
    }
    outcome(started);
  };
}

function fileSize(filename: string): number | null {
  try {
    return fs.statSync(filename).size;
  } catch {
    return null;
  }
}

function truncate(filename: string, size: number): void {
  try {
    fs.truncateSync(filename, size);
  } catch {
    // The file cannot be written at all: nothing of the append landed to cut back.
  }
}
