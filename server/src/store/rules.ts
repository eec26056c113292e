/** Checks and MongoDB rules both engines apply the same way, so neither can drift. */

export type Raw = Record<string, unknown>;

export const UPDATE_OPERATORS = [
  '$set',
  '$setOnInsert',
  '$unset',
  '$inc',
  '$push',
  '$addToSet',
  '$pull',
] as const;

export function isPlainObject(value: unknown): value is Raw {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `{ $gt: 1 }` is a condition; `{ city: 'x' }` is a value to compare whole. */
export function isOperatorObject(value: unknown): value is Raw {
  return isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));
}

export function assertCollectionName(name: string): void {
  // Names become file names in the embedded engine, so keep them plain in both.
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`invalid collection name "${name}"`);
}

/**
 * An undefined filter value is almost always a bug, and the engines disagree on it
 * (the driver drops the key, so `{ _id: undefined }` would match everything): refuse it.
 */
export function assertFilter(filter: unknown, path = 'filter'): void {
  if (filter === undefined) throw new Error(`${path} is undefined`);
  if (Array.isArray(filter)) filter.forEach((item, i) => assertFilter(item, `${path}[${i}]`));
  else if (isPlainObject(filter)) {
    for (const [key, value] of Object.entries(filter)) assertFilter(value, `${path}.${key}`);
  }
}

export function assertUpdate(update: Raw): void {
  const keys = Object.keys(update);
  if (keys.length === 0) throw new Error('an update needs at least one operator');
  for (const key of keys) {
    if (!(UPDATE_OPERATORS as readonly string[]).includes(key)) {
      throw new Error(
        `unsupported update operator "${key}" (the store takes operator updates only)`,
      );
    }
    if (!isPlainObject(update[key])) throw new Error(`${key} needs an object`);
  }
}

export function getPath(doc: unknown, path: string): unknown {
  let value = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(value) && /^\d+$/.test(part)) value = value[Number(part)];
    else if (isPlainObject(value)) value = value[part];
    else return undefined;
  }
  return value;
}

function setPath(doc: Raw, path: string, value: unknown): void {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let target = doc;
  for (const part of parts) {
    const next = target[part];
    target = isPlainObject(next) ? next : (target[part] = {});
  }
  target[last] = value;
}

/**
 * MongoDB's rule for the document an upsert inserts: it starts from the filter's equality
 * conditions (plain values and `$eq`, at the top level or inside `$and`), dotted paths nested.
 */
export function upsertSeed(filter: Raw, seed: Raw = {}): Raw {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) if (isPlainObject(part)) upsertSeed(part, seed);
    } else if (key.startsWith('$') || value instanceof RegExp) {
      continue;
    } else if (isOperatorObject(value)) {
      if ('$eq' in value) setPath(seed, key, structuredClone(value.$eq));
    } else {
      setPath(seed, key, structuredClone(value));
    }
  }
  return seed;
}

/** The driver (with ignoreUndefined) drops undefined fields; the embedded engine does too. */
export function withoutUndefined<V>(value: V): V {
  if (Array.isArray(value)) return value.map((item) => withoutUndefined(item) ?? null) as V;
  if (!isPlainObject(value)) return value;
  const out: Raw = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) out[key] = withoutUndefined(item);
  }
  return out as V;
}
