import fs from 'node:fs';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { makeDurable } from './durableNedb';
import { tuneIndexes } from './nedb-indexes';
import { EmbeddedCollection } from './embedded-collection';
import { CheckedCollection } from './documentLimits';
import { InFlight } from './inflight';
import type {
  Collection,
  Store,
  StoreHealth,
  StoredDoc,
  StoreWriteError,
  WriteListener,
} from './port';
import { assertCollectionName, type Raw } from './rules';
import { DATA_DIRECTORY, WriteHealth } from './writeHealth';

/**
 * The zero-setup engine: nedb, one append-only datafile per collection (`<name>.db`) under
 * `dataDir`. One process per data directory: nedb does not lock its files.
 */
export async function openEmbeddedStore(dataDir: string): Promise<Store> {
  await fs.promises.mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR });
  await tightenPermissions(dataDir);
  return new EmbeddedStore(path.resolve(dataDir));
}

/**
 * The data holds the JWT secret and password hashes: only the server's user may read it
 * (docs/security.md). New files are made private by nedb's modes; this also tightens what
 * an older version left readable to everyone.
 */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;
/** What the readiness probe appends in the data directory (and removes). */
const PROBE_BYTES = Buffer.alloc(64 * 1024);

async function tightenPermissions(dataDir: string): Promise<void> {
  await fs.promises.chmod(dataDir, PRIVATE_DIR);
  const entries = await fs.promises.readdir(dataDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const mode = entry.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE;
    await fs.promises.chmod(path.join(entry.parentPath, entry.name), mode);
  }
}

class EmbeddedStore implements Store {
  readonly kind = 'embedded';
  private readonly collections = new Map<string, EmbeddedCollection<StoredDoc>>();
  /** What features get: each collection behind MongoDB's document rules (documentLimits.ts). */
  private readonly checked = new Map<string, Collection<StoredDoc>>();
  private readonly inflight = new InFlight();
  private readonly writeHealth = new WriteHealth();
  private readonly refusal: { error: Error | null } = { error: null };
  private closing: Promise<void> | undefined;

  constructor(private readonly dataDir: string) {}

  refuseWrites(place: string, reason: StoreWriteError): void {
    this.refusal.error = reason;
    this.writeHealth.block(place, reason);
  }

  health(): StoreHealth {
    return this.writeHealth.snapshot();
  }

  observeWrites(listener: WriteListener): void {
    this.writeHealth.observe(listener);
  }

  /**
   * Opens every datafile for appending (writing nothing) and writes 64 KiB to a file in the
   * data directory and removes it (new datafiles, compaction and free space need that). A
   * collection whose last write failed stays failing until a write there succeeds.
   */
  async probe(): Promise<StoreHealth> {
    const places = [...this.collections.keys()].map((name) => ({
      place: name,
      check: async () => (await fs.promises.open(this.datafile(name), 'a')).close(),
      wrote: false,
    }));
    places.push({
      place: DATA_DIRECTORY,
      check: async () => {
        // A real append, the size of a large write: a full disk fails it (ENOSPC).
        const file = path.join(this.dataDir, `.probe-${process.pid}`);
        try {
          await fs.promises.writeFile(file, PROBE_BYTES, { mode: PRIVATE_FILE });
        } finally {
          await fs.promises.rm(file, { force: true });
        }
      },
      wrote: true,
    });
    for (const { place, check, wrote } of places) {
      await check().then(
        () => this.writeHealth.succeeded(place, !wrote),
        (error: unknown) => this.writeHealth.failed(place, error, false),
      );
    }
    return this.health();
  }

  private datafile(name: string): string {
    return path.join(this.dataDir, `${name}.db`);
  }

  collection<T extends StoredDoc>(name: string): Collection<T> {
    let checked = this.checked.get(name);
    if (!checked) {
      checked = new CheckedCollection(this.engineCollection(name), this.refusal);
      this.checked.set(name, checked);
    }
    return checked;
  }

  private engineCollection(name: string): EmbeddedCollection<StoredDoc> {
    let collection = this.collections.get(name);
    if (!collection) {
      assertCollectionName(name);
      const db = new Datastore<Raw>({
        filename: this.datafile(name),
        modes: { fileMode: PRIVATE_FILE, dirMode: PRIVATE_DIR },
      });
      // First: the durable journal wraps the tuned index updates, so it undoes them too.
      tuneIndexes(db);
      makeDurable(db, (started, error) => this.writeHealth.wrote(name, started, error));
      const loaded = db.loadDatabaseAsync();
      // Every operation awaits `loaded` and reports a failure; this only silences the copy.
      loaded.catch(() => undefined);
      collection = new EmbeddedCollection<StoredDoc>(name, db, loaded, this.inflight);
      this.collections.set(name, collection);
    }
    return collection;
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    await this.inflight.close();
    // Compaction only shortens the datafiles (every change is appended already): a data
    // directory that cannot take it must not stop the shutdown.
    const compacted = await Promise.allSettled(
      [...this.collections.values()].map((collection) => collection.compactFile()),
    );
    for (const result of compacted)
      if (result.status === 'rejected') this.writeHealth.failed(DATA_DIRECTORY, result.reason);
  }
}
