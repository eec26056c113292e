import type { MselRole } from '@dojo/protocol';
import type { Store } from '../../../store';

/**
 * A column mapping an author saved by name at an MSEL import (docs/msel.md, "Column mapping"):
 * offered again for the next sheet whose header row reads the same (`headerSignature`).
 */
export interface MselMappingDoc {
  /** The mapping's name. */
  _id: string;
  signature: string;
  roles: MselRole[];
  savedBy: string;
  savedAt: string;
}

/** The only place that touches the `mselMappings` collection. */
export function mselMappingsRepo(store: Store) {
  const mappings = store.collection<MselMappingDoc>('mselMappings');
  return {
    async ensureIndexes() {
      await mappings.createIndex({ signature: 1 });
    },
    /** The mapping last saved for these headers, if any. */
    async forSignature(signature: string): Promise<MselMappingDoc | null> {
      return mappings.findOne({ signature }, { sort: { savedAt: -1 } });
    },
    /** Saves (or replaces) the mapping of this name. */
    async save(doc: MselMappingDoc): Promise<void> {
      const { _id, ...fields } = doc;
      await mappings.updateOne({ _id }, { $set: fields }, { upsert: true });
    },
  };
}
export type MselMappingsRepo = ReturnType<typeof mselMappingsRepo>;
