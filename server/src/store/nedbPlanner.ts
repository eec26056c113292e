import type Datastore from '@seald-io/nedb';
import type { Raw } from './rules';

/**
 * Which documents nedb reads for a query. nedb takes the last field of the query that has an
 * index of its own, else a compound index the query names wholly, else `$in`, else every
 * document; so `{ exerciseId, user }` reads every player of the exercise once `exerciseId` has
 * an index, although the compound index `exerciseId,user` names one. This asks every index the
 * query can use how many documents it holds for the query's value (a lookup in its tree) and
 * reads the fewest. Any of them is correct: nedb matches each candidate against the whole
 * query after. Uses nedb internals (@seald-io/nedb 4.1.x: `indexes`, `_getRawCandidates`).
 */
interface NedbIndexes {
  indexes: Record<string, { getMatching(value: unknown): Raw[] }>;
  _getRawCandidates(query: Raw): Raw[];
}

/** The values nedb looks up in an index (its `filterIndexNames`). */
const isKey = (value: unknown) =>
  value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value);

export function planCandidates(datastore: Datastore<Raw>): void {
  const db = datastore as unknown as NedbIndexes;
  const nedbCandidates = db._getRawCandidates.bind(db);
  db._getRawCandidates = (query) => {
    let fewest: Raw[] | undefined;
    const consider = (docs: Raw[]) => {
      if (!fewest || docs.length < fewest.length) fewest = docs;
    };
    for (const [name, index] of Object.entries(db.indexes)) {
      const fields = name.split(',');
      if (!fields.every((field) => Object.hasOwn(query, field) && isKey(query[field]))) continue;
      const key = fields.length === 1 ? query[name] : pickFields(query, fields);
      consider(index.getMatching(key));
    }
    return fewest ?? nedbCandidates(query);
  };
}

function pickFields(query: Raw, fields: string[]): Raw {
  return Object.fromEntries(fields.map((field) => [field, query[field]]));
}
