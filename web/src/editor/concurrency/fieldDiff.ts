/**
 * A readable field-by-field comparison of two copies of a record (the stale-write dialog's
 * Compare): every leaf that differs, by a path an author can read. Lists of objects with an
 * `id` (events) are matched by id, other lists by position.
 */

export interface FieldChange {
  /** 'title', 'event 2 › subject', 'personas 1 › email'. */
  field: string;
  theirs: string;
  mine: string;
}

type Leaves = Map<string, string>;

/** The revision stamp says who saved when; the dialog's message already tells it. */
const STAMP = new Set(['revision', 'updatedBy', 'updatedAt']);

const ABSENT = '(none)';

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return ABSENT;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function label(key: string): string {
  return key === 'scenario' ? 'event' : key;
}

function flatten(value: unknown, path: string, out: Leaves): Leaves {
  if (Array.isArray(value)) {
    const byId = value.every((item) => typeof item === 'object' && item !== null && 'id' in item);
    value.forEach((item, index) => {
      const key = byId ? String((item as { id: unknown }).id) : String(index + 1);
      flatten(item, `${path} ${key}`, out);
    });
    if (value.length === 0) out.set(path, ABSENT);
    return out;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (path === '' && STAMP.has(key)) continue;
      flatten(child, path ? `${path} › ${label(key)}` : label(key), out);
    }
    return out;
  }
  out.set(path, show(value));
  return out;
}

/** Every field whose value differs between their copy (stored now) and mine (being saved). */
export function fieldDiff(theirs: unknown, mine: unknown): FieldChange[] {
  const a = flatten(theirs, '', new Map());
  const b = flatten(mine, '', new Map());
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields
    .map((field) => ({ field, theirs: a.get(field) ?? ABSENT, mine: b.get(field) ?? ABSENT }))
    .filter((change) => change.theirs !== change.mine);
}
