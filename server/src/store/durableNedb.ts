import fs from 'node:fs';
import type Datastore from '@seald-io/nedb';
import { datafileOf, nedbModel, replaceAppend, wrapCache } from './nedbInternals';
import { StoreWriteError } from './port';
import type { Raw } from './rules';

/** Told of every append: when it started (`process.hrtime.bigint()`) and its error if any. */
export type AppendOutcome = (started: bigint, error?: unknown) => void;

/**
 * nedb changes its memory first and appends to the datafile after; when the append fails the
 * change stays in memory, readable, and the next compaction (close) writes it to disk: a write
 * answered as failed became permanent (F-19). This journals each memory change of the running
 * operation and, when its append fails, undoes them before the operation ends, inside nedb's
 * executor, so no other operation ever sees them. A torn append is cut back to the size the
 * file had. nedb's cache methods, its append and its serialisation come through
 * `nedbInternals.ts`, which pins them.
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
export function makeDurable(db: Datastore<Raw>, outcome: AppendOutcome): void {
  let undo: (() => void)[] = [];
  let inserting = false;
  wrapCache(db, (nedb) => ({
    insertInCache: (doc) => {
      inserting = true;
      try {
        nedb.insertInCache(doc);
      } finally {
        inserting = false;
      }
      const docs = Array.isArray(doc) ? doc : [doc];
      undo.push(() => docs.forEach((one) => nedb.removeFromIndexes(one)));
    },
    removeFromIndexes: (doc) => {
      nedb.removeFromIndexes(doc);
      if (!inserting) undo.push(() => nedb.addToIndexes(doc));
    },
    updateIndexes: (oldDoc, newDoc) => {
      nedb.updateIndexes(oldDoc, newDoc);
      const pairs = Array.isArray(oldDoc) ? oldDoc : [{ oldDoc, newDoc: newDoc as Raw }];
      const reverse = pairs.map((pair) => ({ oldDoc: pair.newDoc, newDoc: pair.oldDoc }));
      undo.push(() => nedb.updateIndexes(reverse));
    },
  }));
  replaceAppend(db, async (docs) => {
    const changes = undo;
    undo = [];
    if (docs.length === 0) return;
    const started = process.hrtime.bigint();
    const { filename, fileMode } = datafileOf(db);
    const size = fileSize(filename);
    try {
      const lines = docs.map((doc) => `${nedbModel.serialize(doc)}\n`).join('');
      fs.appendFileSync(filename, lines, { encoding: 'utf8', mode: fileMode });
    } catch (error) {
      for (const change of changes.reverse()) change();
      if (size !== null) truncate(filename, size);
      outcome(started, error);
      throw new StoreWriteError(error);
    }
    outcome(started);
  });
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
