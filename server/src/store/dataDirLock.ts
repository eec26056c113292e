import fs from 'node:fs';
import path from 'node:path';

/** The lock file in the data folder: the pid of the server that holds the folder. */
export const LOCK_FILE = 'dojo.lock';

/** A second server on a data folder another live process holds (docs/operations.md). */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Incident Dojo server (process ${pid}): ` +
        `stop that process first, or give this one another DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes the data folder for this process: a lock file created exclusively (O_EXCL) holding
 * the pid. A lock left by a process that is gone (kill -9, a power cut) is taken over; one
 * held by a live process (this one included: one server per folder per process too) refuses.
 * Synchronous: taken before anything of the store is opened, released at the store's close.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return { release: () => releaseIfOurs(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = holder(file);
    if (pid !== null && alive(pid)) throw new DataDirInUseError(dir, pid);
    // Stale (or empty: a crash between create and write): remove it and try again.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirInUseError(dir, holder(file) ?? 0);
}

function releaseIfOurs(file: string): void {
  if (holder(file) === process.pid) fs.rmSync(file, { force: true });
}
