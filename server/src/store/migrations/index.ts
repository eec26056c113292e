import { migration as creditLogReasons } from './0001-credit-log-reasons';
import { migration as draftTranslations } from './0002-draft-translations';
import { migration as orderMovements } from './0003-order-movements';
import type { Migration } from './migration';

/**
 * Every migration, in id order (a test checks the ids are unique and ascending). A new one is
 * a file `<NNNN>-<name>.ts` in this folder exporting `migration`, and one line here.
 */
export const MIGRATIONS: readonly Migration[] = [
  creditLogReasons,
  draftTranslations,
  orderMovements,
];

export type { Migration } from './migration';
export { runMigrations, SCHEMA_COLLECTION, schemaVersionOf } from './runner';
export { NEWER_SCHEMA, watchSchema } from './schemaWatch';
