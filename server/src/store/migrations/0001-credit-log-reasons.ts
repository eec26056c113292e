import type { Migration } from './migration';

/**
 * The credit log gained a reason per entry (docs/admin.md, "The credit log"). Before it, only
 * an admin's Manage Credits wrote entries, so every entry without one is an admin change.
 * Idempotent: a second run finds no entry without a reason. It runs at every start: a release
 * from before schema versions started on upgraded data still writes entries without one.
 */
export const migration: Migration = {
  id: 1,
  name: 'credit-log-reasons',
  everyStart: true,
  async up(store) {
    await store
      .collection<{ _id: string; reason?: string }>('creditChanges')
      .updateMany({ reason: { $exists: false } }, { $set: { reason: 'admin' } });
  },
};
