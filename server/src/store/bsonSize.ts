import { isPlainObject } from './rules';

/**
 * At least the size MongoDB would give `doc` in BSON, computed without the driver, for the
 * values the app stores (plain objects, arrays, strings, numbers, booleans, dates, null);
 * undefined when the document holds anything else (a Buffer, a class instance, a function),
 * which the caller then measures exactly with the driver's BSON. A number counts as a double
 * (8 bytes) even where BSON would write an int32 (4), so the bound is never below the size.
 */
export function bsonSizeBound(doc: object): number | undefined {
  if (!isPlainObject(doc) && !Array.isArray(doc)) return undefined;
  return documentSize(doc);
}

function documentSize(doc: object): number | undefined {
  // int32 length, the elements, the closing 0.
  let bytes = 5;
  const entries: [string, unknown][] = Array.isArray(doc)
    ? doc.map((value: unknown, index) => [String(index), value])
    : Object.entries(doc);
  for (const [key, value] of entries) {
    const size = valueSize(value);
    if (size === undefined) return undefined;
    // The type byte and the key as a C string.
    bytes += 1 + Buffer.byteLength(key, 'utf8') + 1 + size;
  }
  return bytes;
}

function valueSize(value: unknown): number | undefined {
  switch (typeof value) {
    case 'string':
      return 4 + Buffer.byteLength(value, 'utf8') + 1;
    case 'number':
    case 'bigint':
      return 8;
    case 'boolean':
      return 1;
    case 'undefined':
      return 0;
    case 'object':
      if (value === null) return 0;
      if (value instanceof Date) return 8;
      return isPlainObject(value) || Array.isArray(value) ? documentSize(value) : undefined;
    default:
      return undefined;
  }
}
