import fs from 'node:fs';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { EmbeddedCollection } from './embedded-collection';
import { InFlight } from './inflight';
import type { Collection, Store, StoredDoc } from './port';
import { assertCollectionName, type Raw } from './rules';

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
  private readonly inflight = new InFlight();
  private closing: Promise<void> | undefined;

  constructor(private readonly dataDir: string) {}

  collection<T extends StoredDoc>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      assertCollectionName(name);
      const db = new Datastore<Raw>({
        filename: path.join(this.dataDir, `${name}.db`),
        modes: { fileMode: PRIVATE_FILE, dirMode: PRIVATE_DIR },
      });
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
    await Promise.all([...this.collections.values()].map((collection) => collection.compactFile()));
  }
}
