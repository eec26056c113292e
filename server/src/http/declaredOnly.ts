/**
 * Whether an answer holds only what its response schema declares, so that `JSON.stringify`
 * writes exactly what the schema's serializer would (answers.ts). A check compiled from the
 * call's JSON Schema, run on every production answer: it reads each object's keys and
 * allocates nothing.
 *
 * It says yes only when `JSON.stringify` cannot write anything undeclared or other than the
 * serializer: every key of every object is declared there (or the object is a record), no
 * object or array stands where the schema wants a scalar, a constant holds its value, and no
 * declared default is missing (the serializer writes the default in). Anything else, and
 * anything this check does not model (`$ref`, `allOf`, tuples), says no: the answer then
 * goes through the serializer, which writes the declared fields only.
 */
type JsonSchema = { readonly [keyword: string]: unknown };
export type DeclaredOnly = (value: unknown) => boolean;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NEVER: DeclaredOnly = () => false;
/** A scalar of the declared JSON type, written alike by both (the serializer coerces others). */
const SCALARS: Record<string, DeclaredOnly> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};

const MODELLED = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'anyOf',
  'const',
  'enum',
  'description',
  'maxLength',
  'minLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'maxItems',
  'minItems',
  'pattern',
  'format',
  'multipleOf',
  'title',
  '$schema',
]);

function objectCheck(schema: JsonSchema): DeclaredOnly {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const fields = new Map<string, DeclaredOnly>();
  // A missing required field makes the serializer throw; a missing default, write it in.
  const needed = Array.isArray(schema.required) ? schema.required.map(String) : [];
  for (const [key, field] of Object.entries(properties)) {
    fields.set(key, declaredOnly(field));
    if (isSchema(field) && field.default !== undefined) needed.push(key);
  }
  const extra = isSchema(schema.additionalProperties)
    ? declaredOnly(schema.additionalProperties)
    : undefined;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const field = fields.get(key) ?? extra;
      if (!field) return false;
      const item = record[key];
      if (item !== undefined && !field(item)) return false;
    }
    for (const key of needed) if (record[key] === undefined) return false;
    return true;
  };
}

function arrayCheck(schema: JsonSchema): DeclaredOnly {
  if (!isSchema(schema.items)) return NEVER;
  const item = declaredOnly(schema.items);
  return (value) => {
    if (!Array.isArray(value)) return false;
    for (const entry of value) if (entry === undefined || !item(entry)) return false;
    return true;
  };
}

/** The check for one response schema (zod's JSON Schema of it). */
export function declaredOnly(schema: unknown): DeclaredOnly {
  if (!isSchema(schema)) return NEVER;
  for (const keyword of Object.keys(schema)) {
    if (!MODELLED.has(keyword) && keyword !== 'default') return NEVER;
  }
  if (schema.const !== undefined) {
    const constant = schema.const;
    return (value) => value === constant;
  }
  if (Array.isArray(schema.anyOf)) {
    const members = schema.anyOf.map(declaredOnly);
    return (value) => {
      for (const member of members) if (member(value)) return true;
      return false;
    };
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.some((type) => typeof type !== 'string')) return NEVER;
  const checks = types.map((type) =>
    type === 'object'
      ? objectCheck(schema)
      : type === 'array'
        ? arrayCheck(schema)
        : (SCALARS[type as string] ?? NEVER),
  );
  if (checks.length === 1) return checks[0]!;
  return (value) => {
    for (const check of checks) if (check(value)) return true;
    return false;
  };
}
