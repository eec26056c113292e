import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allCalls } from '../calls';
import { accessKey } from './matrix';

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  keyType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Paths of the strings a schema accepts without a maximum length. */
function unboundedStrings(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (inner: z.ZodType | undefined, at: string) =>
    inner ? unboundedStrings(inner, at, seen) : [];
  switch (def.type) {
    case 'string': {
      const bounded = (def.checks ?? []).some((check) =>
        ['max_length', 'length_equals'].includes(check._zod.def.check),
      );
      return bounded ? [] : [path];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) =>
        walk(value, `${path}.${key}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options ?? []).flatMap((option, index) => walk(option, `${path}|${index}`));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'tuple':
      return (def.items ?? []).flatMap((item, index) => walk(item, `${path}[${index}]`));
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'pipe':
      // What the wire brings is the input side of a pipe.
      return walk(def.in, path);
    case 'lazy':
      return def.getter ? walk(def.getter(), path) : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path);
    default:
      return [];
  }
}

describe('every declared request', () => {
  it('bounds the length of every string it accepts', () => {
    const unbounded = allCalls.flatMap((def) => unboundedStrings(def.request, accessKey(def)));
    expect(unbounded).toEqual([]);
  });
});
