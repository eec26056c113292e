import { describe } from 'vitest';
import { concurrencyContract } from './concurrency';
import { filterContract } from './filters';
import { findOneAndUpdateContract } from './findOneAndUpdate';
import { type Engine, useStore } from './harness';
import { indexContract } from './indexes';
import { limitsContract } from './limits';
import { persistenceContract } from './persistence';
import { readContract } from './reads';
import { updateContract } from './updates';
import { writeContract } from './writes';

export type { Engine, Location } from './harness';

/** The whole contract, written once; each engine's suite runs it against a fresh location per test. */
export function storeContract(engine: Engine): void {
  const ctx = useStore(engine);
  describe('filters', () => filterContract(ctx));
  describe('find, findOne and countDocuments', () => readContract(ctx));
  describe('insert and delete', () => writeContract(ctx));
  describe('update operators, updateMany and upserts', () => updateContract(ctx));
  describe('findOneAndUpdate', () => findOneAndUpdateContract(ctx));
  describe('unique indexes', () => indexContract(ctx));
  describe('concurrent writes to one document', () => concurrencyContract(ctx));
  describe('close and re-open', () => persistenceContract(ctx));
  describe('document limits', () => limitsContract(ctx));
}
