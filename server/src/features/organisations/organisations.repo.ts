import { newId } from '../../store/ids';
import type { Organisation, Persona } from '@dojo/protocol';
import { DuplicateKeyError, type Store } from '../../store';

/**
 * A stored organisation. `key` is the lowercased name (unique), so 'Acme' and 'ACME' cannot
 * both exist; `rev` counts writes, so a persona edit never overwrites a concurrent one.
 */
export type OrganisationDoc = Organisation & {
  _id: string;
  key: string;
  /** Counts the writes; also the revision the editor's writes are based on (additive). */
  rev: number;
  updatedBy?: string;
  updatedAt?: string;
};

/** Who wrote, and when (the stale-write message names them). */
export interface WriteMeta {
  updatedBy: string;
  updatedAt: string;
}

export const organisationKey = (name: string) => name.trim().toLowerCase();

/** Thrown when a new or renamed organisation takes a name that is already used. */
export class OrganisationNameTaken extends Error {}

function asNameTaken(error: unknown): never {
  if (error instanceof DuplicateKeyError) throw new OrganisationNameTaken();
  throw error;
}

/** The only place that touches the `organisations` collection. */
export function organisationsRepo(store: Store) {
  const organisations = store.collection<OrganisationDoc>('organisations');
  return {
    /** Organisations stored before names were keyed get their key first, then the index. */
    async ensureIndexes() {
      const unkeyed = await organisations.find({ key: { $exists: false } });
      for (const doc of unkeyed) {
        await organisations.updateOne(
          { _id: doc._id },
          { $set: { key: organisationKey(doc.name), rev: doc.rev ?? 0 } },
        );
      }
      await organisations.createIndex({ key: 1 }, { unique: true });
    },
    list() {
      return organisations.find({}, { sort: { key: 1 } });
    },
    findByName(name: string) {
      return organisations.findOne({ key: organisationKey(name) });
    },
    async insert(organisation: Organisation) {
      await organisations
        .insertOne({
          _id: newId(),
          key: organisationKey(organisation.name),
          rev: 0,
          ...organisation,
        })
        .catch(asNameTaken);
    },
    /** Renames and re-addresses; false when the organisation changed since it was read. */
    async updateDetails(
      doc: OrganisationDoc,
      name: string,
      email: string | undefined,
      meta: WriteMeta,
    ) {
      const result = await organisations
        .updateOne(
          { _id: doc._id, rev: doc.rev },
          {
            $set: { name, key: organisationKey(name), ...(email ? { email } : {}), ...meta },
            ...(email ? {} : { $unset: { email: '' } }),
            $inc: { rev: 1 },
          },
        )
        .catch(asNameTaken);
      return result.matchedCount === 1;
    },
    /** Replaces the persona list; false when the organisation changed since it was read. */
    async setPersonas(doc: OrganisationDoc, personas: Persona[], meta: WriteMeta) {
      const result = await organisations.updateOne(
        { _id: doc._id, rev: doc.rev },
        { $set: { personas, ...meta }, $inc: { rev: 1 } },
      );
      return result.matchedCount === 1;
    },
    /** With `rev`, only while the organisation is still at that revision. */
    async remove(name: string, rev?: number) {
      const atRev = rev === undefined ? {} : { rev };
      const result = await organisations.deleteOne({ key: organisationKey(name), ...atRev });
      return result.deletedCount === 1;
    },
  };
}
export type OrganisationsRepo = ReturnType<typeof organisationsRepo>;
