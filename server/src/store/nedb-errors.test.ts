import Datastore from '@seald-io/nedb';
import { describe, expect, it } from 'vitest';
import { DuplicateKeyError } from './port';
import type { Raw } from './rules';
import { isUniqueViolation, toDuplicateKeyError } from './nedb-errors';

/**
 * nedb reports a unique clash without naming the index, so `toDuplicateKeyError` reads nedb's
 * `indexes` table, which its typings leave out. These tests pin that table's shape and what we
 * make of it, so a nedb upgrade that renames it fails here by name, not in a service's 409.
 */
async function clash(db: Datastore<Raw>, doc: Raw): Promise<Error & { key: unknown }> {
  const error: unknown = await db.insertAsync(doc).catch((e: unknown) => e);
  if (!isUniqueViolation(error))
    throw new Error(`expected a unique violation, got ${String(error)}`);
  return error;
}

describe('toDuplicateKeyError', () => {
  it("reads nedb's index table: each index's fieldName and unique flag", async () => {
    const db = new Datastore<Raw>({ inMemoryOnly: true });
    await db.ensureIndexAsync({ fieldName: 'email', unique: true });
    const { indexes } = db as unknown as { indexes: Record<string, unknown> };
    expect(indexes.email).toMatchObject({ fieldName: 'email', unique: true });
    expect(indexes._id).toMatchObject({ fieldName: '_id', unique: true });
  });

  it('names the unique index a clash broke, with the clashing key', async () => {
    const db = new Datastore<Raw>({ inMemoryOnly: true });
    await db.ensureIndexAsync({ fieldName: 'email', unique: true });
    await db.ensureIndexAsync({ fieldName: ['client', 'name'], unique: true });
    await db.insertAsync({ _id: 'a1', email: 'ann@x.io', client: 'acme', name: 'Sam' });
    const names = new Map([['client,name', 'client_1_name_1']]);

    const onEmail = await clash(db, { _id: 'a2', email: 'ann@x.io', client: 'b', name: 'c' });
    const byEmail = await toDuplicateKeyError(db, 'accounts', names, onEmail);
    expect(byEmail).toBeInstanceOf(DuplicateKeyError);
    expect(byEmail).toMatchObject({ index: 'email_1', key: { email: 'ann@x.io' } });

    const onPair = await clash(db, { _id: 'a3', email: 'new@x.io', client: 'acme', name: 'Sam' });
    expect(await toDuplicateKeyError(db, 'accounts', names, onPair)).toMatchObject({
      index: 'client_1_name_1',
      key: { client: 'acme', name: 'Sam' },
    });
  });
});
