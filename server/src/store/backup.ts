import fs from 'node:fs';
import path from 'node:path';

/**
 * An online backup of the embedded store's data directory, taken beside a running server
 * without asking it anything. The datafiles are append-only between compactions (which only
 * run when a store opens or closes, and replace a file by a new one): so when two passes over
 * every datafile see the same files, sizes and inodes, nothing was appended between them, and
 * the first `size` bytes of each file are the whole store at one instant, however long the
 * copy then takes. That is the state a crash at that instant would leave, which start-up
 * recovers (an unfinished order is rolled back, docs/operations.md). The other files (media,
 * outbox) are copied after: a file may be there that no record names yet, never the reverse,
 * unless it was deleted during the copy.
 */
export interface BackupReport {
  target: string;
  datafiles: Record<string, number>;
  files: number;
  /** Passes until two agreed: how busy the server was. */
  attempts: number;
}

interface Seen {
  size: number;
  ino: number;
}

/** Skipped: half-written compactions, multer's temporary uploads, the probe file, the lock. */
const SKIPPED = [/\.db~$/, /^uploads$/, /^\.probe-/, /^dojo\.lock$/];
const MAX_ATTEMPTS = 2_000;

/**
 * Synchronous on purpose: the two passes take a fraction of a millisecond back to back, so a
 * window without appends is found even while the server writes many times a second.
 */
function statDatafiles(dataDir: string): Map<string, Seen> {
  const names = fs.readdirSync(dataDir).filter((name) => name.endsWith('.db'));
  const seen = new Map<string, Seen>();
  for (const name of names) {
    const stat = fs.statSync(path.join(dataDir, name), { throwIfNoEntry: false });
    if (stat?.isFile()) seen.set(name, { size: stat.size, ino: stat.ino });
  }
  return seen;
}

function same(a: Map<string, Seen>, b: Map<string, Seen>): boolean {
  if (a.size !== b.size) return false;
  for (const [name, seen] of a) {
    const other = b.get(name);
    if (!other || other.size !== seen.size || other.ino !== seen.ino) return false;
  }
  return true;
}

/** Copies the first `size` bytes of `name` if the file is still the one seen; else false. */
async function copyPrefix(from: string, to: string, seen: Seen): Promise<boolean> {
  const source = await fs.promises.open(from, 'r');
  try {
    if ((await source.stat()).ino !== seen.ino) return false;
    const bytes = Buffer.alloc(seen.size);
    let read = 0;
    while (read < seen.size) {
      const { bytesRead } = await source.read(bytes, read, seen.size - read, read);
      if (bytesRead === 0) return false;
      read += bytesRead;
    }
    // A prefix ending inside a line was taken while an append was half done: take another.
    if (seen.size > 0 && bytes[seen.size - 1] !== 0x0a) return false;
    await fs.promises.writeFile(to, bytes, { mode: 0o600 });
    return true;
  } finally {
    await source.close();
  }
}

async function copyRest(dataDir: string, target: string): Promise<number> {
  let files = 0;
  for (const entry of await fs.promises.readdir(dataDir, { withFileTypes: true })) {
    if (entry.name.endsWith('.db') || SKIPPED.some((skip) => skip.test(entry.name))) continue;
    const from = path.join(dataDir, entry.name);
    await fs.promises.cp(from, path.join(target, entry.name), {
      recursive: true,
      // A file removed while the copy runs is left out, not an error.
      filter: async (source) =>
        fs.promises.access(source).then(
          () => true,
          () => false,
        ),
    });
    files += entry.isDirectory()
      ? (await fs.promises.readdir(from, { recursive: true })).length
      : 1;
  }
  return files;
}

/** Backs `dataDir` up into `target` (new or empty); the server may keep serving meanwhile. */
export async function backupDataDir(dataDir: string, target: string): Promise<BackupReport> {
  if (fs.existsSync(target) && (await fs.promises.readdir(target)).length > 0)
    throw new Error(`The backup folder ${target} is not empty: choose a new one.`);
  if (!fs.existsSync(dataDir)) throw new Error(`There is no data folder at ${dataDir}.`);
  await fs.promises.mkdir(target, { recursive: true, mode: 0o700 });
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const first = statDatafiles(dataDir);
    const second = statDatafiles(dataDir);
    if (same(first, second) && (await copyAll(dataDir, target, first))) {
      const files = await copyRest(dataDir, target);
      const datafiles = Object.fromEntries([...first].map(([name, { size }]) => [name, size]));
      return { target, datafiles, files, attempts: attempt };
    }
    // Busy: let the writes in flight finish (a few milliseconds), then look again.
    await new Promise((resolve) => setTimeout(resolve, attempt % 10));
  }
  throw new Error(`The store was never still for a moment in ${MAX_ATTEMPTS} tries: try again.`);
}

async function copyAll(dataDir: string, target: string, seen: Map<string, Seen>) {
  for (const [name, file] of seen) {
    if (!(await copyPrefix(path.join(dataDir, name), path.join(target, name), file))) return false;
  }
  return true;
}
