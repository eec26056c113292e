import type { Store, StoredDoc } from '../port';
import { withMigrationLock, type LockOptions } from './lock';
import type { Migration } from './migration';

/** The meta collection; one document records the schema version and each applied migration. */
export const SCHEMA_COLLECTION = 'meta';
const SCHEMA_ID = 'schema';

interface AppliedMigration {
  id: number;
  name: string;
  at: string;
}

interface SchemaDoc extends StoredDoc {
  /** The highest migration id applied: the schema version of the data. */
  version: number;
  applied: AppliedMigration[];
}

export class DataTooNewError extends Error {
  override readonly name = 'DataTooNewError';
  constructor(
    readonly dataVersion: number,
    readonly codeVersion: number,
  ) {
    super(
      `The data is at schema version ${dataVersion} but this server only knows up to version ` +
        `${codeVersion}: it was written by a newer release. Start that release (or a newer one) ` +
        `on it, or restore a backup taken before the upgrade (docs/operations.md).`,
    );
  }
}

/** The schema version of the data; 0 for data written before versions were recorded. */
export async function schemaVersionOf(store: Store): Promise<number> {
  const doc = await store.collection<SchemaDoc>(SCHEMA_COLLECTION).findOne({ _id: SCHEMA_ID });
  return doc?.version ?? 0;
}

export interface MigrationReport {
  from: number;
  to: number;
  ran: string[];
}

/**
 * Runs the pending migrations in id order, recording each one's completion right after it
 * runs (a crash reruns only the unfinished one, which is idempotent). Refuses data newer than
 * the code with a DataTooNewError naming both versions. Call it before anything else uses
 * the store. One runner at a time (lock.ts): processes started together run each migration
 * once, the others waiting and then finding nothing pending.
 */
export async function runMigrations(
  store: Store,
  migrations: readonly Migration[],
  now: () => Date = () => new Date(),
  lock: LockOptions = {},
): Promise<MigrationReport> {
  assertOrdered(migrations);
  return withMigrationLock(
    store,
    SCHEMA_COLLECTION,
    () => runPending(store, migrations, now),
    lock,
  );
}

async function runPending(
  store: Store,
  migrations: readonly Migration[],
  now: () => Date,
): Promise<MigrationReport> {
  const meta = store.collection<SchemaDoc>(SCHEMA_COLLECTION);
  const doc = await meta.findOne({ _id: SCHEMA_ID });
  const from = doc?.version ?? 0;
  const codeVersion = migrations.at(-1)?.id ?? 0;
  if (from > codeVersion) throw new DataTooNewError(from, codeVersion);
  const done = new Set((doc?.applied ?? []).map((applied) => applied.id));
  const ran: string[] = [];
  let version = from;
  for (const migration of migrations) {
    if (done.has(migration.id)) {
      if (migration.everyStart) await migration.up(store);
      continue;
    }
    await migration.up(store);
    // A migration merged late may carry a lower id than one already applied: never go down.
    version = Math.max(version, migration.id);
    await meta.updateOne(
      { _id: SCHEMA_ID },
      {
        $push: { applied: { id: migration.id, name: migration.name, at: now().toISOString() } },
        $set: { version },
      },
      { upsert: true },
    );
    ran.push(`${migration.id}-${migration.name}`);
  }
  if (!doc && ran.length === 0) {
    await meta.updateOne(
      { _id: SCHEMA_ID },
      { $setOnInsert: { version: 0, applied: [] } },
      { upsert: true },
    );
  }
  return { from, to: codeVersion, ran };
}

export function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, i) => {
    const previous = migrations[i - 1];
    if (!Number.isInteger(migration.id) || migration.id < 1)
      throw new Error(`migration ${migration.name} has an invalid id ${migration.id}`);
    if (previous && migration.id <= previous.id)
      throw new Error(
        `migrations out of order: ${previous.id}-${previous.name} before ${migration.id}-${migration.name}`,
      );
  });
}
