import type { Projection } from './port';
import { isPlainObject, type Raw } from './rules';

/**
 * MongoDB's projection, for the embedded engine. nedb's own treats `true` as "exclude" and
 * turns `{ 'items.qty': 1 }` over an array of sub-documents into `{ items: { qty: [...] } }`;
 * MongoDB keeps the array shape (`{ items: [{ qty }] }`).
 */
export function project(doc: Raw, projection?: Projection): Raw {
  if (!projection || Object.keys(projection).length === 0) return doc;
  const { _id: idFlag, ...fields } = projection;
  const paths = Object.entries(fields);
  const including = paths.length > 0 ? Boolean(paths[0]?.[1]) : Boolean(idFlag);
  if (paths.some(([, flag]) => Boolean(flag) !== including)) {
    throw new Error('a projection cannot mix inclusion and exclusion (except for _id)');
  }
  let out: Raw;
  if (including) {
    out = {};
    for (const [path] of paths) include(doc, out, path.split('.'));
  } else {
    out = doc;
    for (const [path] of paths) exclude(out, path.split('.'));
  }
  if (idFlag === undefined ? true : Boolean(idFlag)) out._id = doc._id;
  else delete out._id;
  return out;
}

function include(source: Raw, target: Raw, [head, ...rest]: string[]): void {
  if (head === undefined || !(head in source)) return;
  const value = source[head];
  if (rest.length === 0) {
    target[head] = value;
  } else if (Array.isArray(value)) {
    const previous = Array.isArray(target[head]) ? (target[head] as unknown[]) : [];
    target[head] = value.filter(isPlainObject).map((item, i) => {
      const into = previous[i];
      const out = isPlainObject(into) ? into : {};
      include(item, out, rest);
      return out;
    });
  } else if (isPlainObject(value)) {
    const into = target[head];
    const out = isPlainObject(into) ? into : {};
    include(value, out, rest);
    target[head] = out;
  }
}

function exclude(target: Raw, [head, ...rest]: string[]): void {
  if (head === undefined || !(head in target)) return;
  const value = target[head];
  if (rest.length === 0) delete target[head];
  else if (Array.isArray(value)) value.filter(isPlainObject).forEach((item) => exclude(item, rest));
  else if (isPlainObject(value)) exclude(value, rest);
}

/**
 * A stored document's projection as a copy of its own, copying only what the projection keeps
 * (`copy` is the engine's deep copy; the stored document is never changed). A projection that
 * leaves out nested fields is applied to a whole copy.
 */
export function projectedCopy(
  doc: Raw,
  projection: Projection | undefined,
  copy: (doc: Raw) => Raw,
): Raw {
  if (!projection || Object.keys(projection).length === 0) return copy(doc);
  const paths = Object.keys(projection).filter((path) => path !== '_id');
  const including = paths.length > 0 ? Boolean(projection[paths[0]!]) : Boolean(projection._id);
  // Inclusion builds a new document holding the kept values; top-level exclusion a shallow copy.
  if (including) return copy(project(doc, projection));
  if (paths.some((path) => path.includes('.'))) return project(copy(doc), projection);
  // Top-level fields left out: the kept ones gathered (no delete, which slows an object down).
  const left = new Set(paths);
  if (projection._id !== undefined && !projection._id) left.add('_id');
  const kept: Raw = {};
  for (const key of Object.keys(doc)) if (!left.has(key)) kept[key] = doc[key];
  return copy(kept);
}
