import { newId } from './ids';
import type { StoredDoc } from './port';
import { getPath, isPlainObject, type Raw, upsertSeed, withoutUndefined } from './rules';

/**
 * The update nedb should apply to one existing document, or null when nothing is left to do.
 * nedb lacks `$setOnInsert` (dropped here: the document exists) and throws on `$pull` from a
 * missing field, which MongoDB treats as a no-op.
 */
export function forExisting(update: Raw, doc: Raw): Raw | null {
  const out: Raw = {};
  for (const [operator, operand] of Object.entries(update)) {
    if (operator === '$setOnInsert' || !isPlainObject(operand)) continue;
    let fields = Object.entries(withoutUndefined(operand));
    if (operator === '$pull') fields = fields.filter(([path]) => getPath(doc, path) !== undefined);
    if (fields.length > 0) out[operator] = Object.fromEntries(fields);
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * What an upsert inserts: MongoDB's seed from the filter's equalities, `_id` from the filter,
 * else `$setOnInsert`/`$set`, else a random id; `$setOnInsert` applied as `$set`.
 * The update always carries `$set` so nedb never mistakes it for a replacement document.
 */
export function forInsert(filter: Raw, update: Raw): { seed: Raw & StoredDoc; update: Raw } {
  const seed = upsertSeed(filter);
  const set: Raw = {
    ...(isPlainObject(update.$set) ? update.$set : {}),
    ...(isPlainObject(update.$setOnInsert) ? update.$setOnInsert : {}),
  };
  const id = seed._id ?? set._id ?? newId();
  if (typeof id !== 'string') throw new Error('an _id must be a string');
  delete set._id;
  const rest = forExisting({ ...update, $set: set }, seed) ?? {};
  return { seed: { ...seed, _id: id }, update: { $set: {}, ...rest } };
}
