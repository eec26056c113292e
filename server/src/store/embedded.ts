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
  await fs.promises.mkdir(dataDir, { recursive: true });
  return new EmbeddedStore(path.resolve(dataDir));
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
      const db = new Datastore<Raw>({ filename: path.join(this.dataDir, `${name}.db`) });
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
    await Promise.all([...this.collections.values()].map((collection) => collection.compact()));
  }
}
