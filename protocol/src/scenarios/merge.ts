import { z } from 'zod';
import type { ScenarioEvent } from './event.entities';
import type { ScenarioFile } from './entities';

/**
 * Two authors on one scenario (docs/editor-api.md, "Two authors"): a three-way merge per
 * scenario field and per event (matched by id), base = the draft the author loaded. A side
 * that left a field as in the base takes the other side's change; only the same field
 * changed both ways, differently, is a clash the author decides. Pure: the server merges on
 * save, the editor applies the author's choices.
 */

/** How long a clash's shown value may be (the full value stays in the files). */
export const CLASH_VALUE_MAX = 2_000;
/** At most this many clashes are listed (the rest are decided like the last one). */
export const CLASHES_LISTED = 200;

/** The field name a whole-event clash uses: one side removed the event, the other changed it. */
export const WHOLE_EVENT = '(event)';

/** One real clash: the same field (of the scenario, or of one event) changed both ways. */
export const EditClash = z.object({
  /** The event's id; null for a scenario field. */
  eventId: z.string().max(100).nullable(),
  /** The event's subject (or the scenario's title), to name it. */
  label: z.string().max(200),
  field: z.string().max(60),
  /** The stored value now (the other author's), as text. */
  theirs: z.string().max(CLASH_VALUE_MAX),
  /** This author's value, as text. */
  mine: z.string().max(CLASH_VALUE_MAX),
});
export type EditClash = z.infer<typeof EditClash>;

export interface MergeResult {
  /** Every change of both sides; at a clash, the stored (theirs) value. */
  merged: ScenarioFile;
  clashes: EditClash[];
}

type Json = unknown;

/** Stable JSON: key order does not make two equal values differ. */
function stable(value: Json): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  const entries = Object.entries(value as Record<string, Json>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
}

/** Equal as values, whatever the order of their keys. */
export const sameValue = (a: Json, b: Json) => stable(a) === stable(b);
const same = sameValue;

/** A value as the author reads it in the clash list. */
export function shownValue(value: Json): string {
  const text =
    value === undefined || value === null
      ? '(empty)'
      : typeof value === 'string'
        ? value === ''
          ? '(empty)'
          : value
        : JSON.stringify(value);
  return text.length > CLASH_VALUE_MAX ? `${text.slice(0, CLASH_VALUE_MAX - 1)}…` : text;
}

type Pick3 = { value: Json; clash: boolean };

/** The three-way rule for one value. */
function pick(base: Json, theirs: Json, mine: Json): Pick3 {
  if (same(theirs, mine)) return { value: theirs, clash: false };
  if (same(base, mine)) return { value: theirs, clash: false };
  if (same(base, theirs)) return { value: mine, clash: false };
  return { value: theirs, clash: true };
}

function mergeRecord<T extends object>(
  base: T | undefined,
  theirs: T,
  mine: T,
  onClash: (field: string, theirs: Json, mine: Json) => void,
  skip: ReadonlySet<string> = new Set(),
): T {
  const keys = new Set([...Object.keys(theirs), ...Object.keys(mine)]);
  const out: Record<string, Json> = {};
  const get = (record: object | undefined, key: string) =>
    record ? (record as Record<string, Json>)[key] : undefined;
  for (const key of keys) {
    if (skip.has(key)) continue;
    const chosen = pick(get(base, key), get(theirs, key), get(mine, key));
    if (chosen.clash) onClash(key, get(theirs, key), get(mine, key));
    if (chosen.value !== undefined) out[key] = chosen.value;
  }
  return out as T;
}

const subjectOf = (event: ScenarioEvent | undefined) => event?.subject?.trim() ?? '';

/** The merged order: the side that reordered wins; the other side's new events follow their neighbour. */
function mergedOrder(
  base: readonly string[],
  theirs: readonly string[],
  mine: readonly string[],
  kept: ReadonlySet<string>,
): string[] {
  const common = (list: readonly string[]) =>
    list.filter((id) => base.includes(id) && theirs.includes(id) && mine.includes(id));
  const mineMoved = !same(common(mine), common(base));
  const [lead, other] = mineMoved ? [mine, theirs] : [theirs, mine];
  const order = lead.filter((id) => kept.has(id));
  other.forEach((id, index) => {
    if (!kept.has(id) || order.includes(id)) return;
    const before = other
      .slice(0, index)
      .reverse()
      .find((prev) => order.includes(prev));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  return order;
}

/** Merges `mine` into `theirs` (the stored draft now), both edited from `base`. */
export function mergeScenario(
  base: ScenarioFile,
  theirs: ScenarioFile,
  mine: ScenarioFile,
): MergeResult {
  const clashes: EditClash[] = [];
  const clash = (eventId: string | null, label: string, field: string, t: Json, m: Json) => {
    if (clashes.length < CLASHES_LISTED)
      clashes.push({ eventId, label, field, theirs: shownValue(t), mine: shownValue(m) });
  };
  const details = mergeRecord(
    base,
    theirs,
    mine,
    (field, t, m) => clash(null, theirs.title, field, t, m),
    new Set(['scenario', 'fileName']),
  );

  const byId = (events: readonly ScenarioEvent[]) => new Map(events.map((e) => [e.id, e]));
  const [b, t, m] = [byId(base.scenario), byId(theirs.scenario), byId(mine.scenario)];
  const ids = new Set([...t.keys(), ...m.keys(), ...b.keys()]);
  const events = new Map<string, ScenarioEvent>();
  for (const id of ids) {
    const [be, te, me] = [b.get(id), t.get(id), m.get(id)];
    const label = subjectOf(te) || subjectOf(me) || subjectOf(be);
    if (!te || !me) {
      // Removed (or added) on one side: the three-way rule on the whole event.
      const chosen = pick(be, te, me);
      if (chosen.clash) clash(id, label, WHOLE_EVENT, te, me);
      if (chosen.value) events.set(id, chosen.value as ScenarioEvent);
      continue;
    }
    events.set(
      id,
      mergeRecord(be, te, me, (field, tv, mv) => clash(id, label, field, tv, mv)),
    );
  }
  const ids3 = (file: ScenarioFile) => file.scenario.map((event) => event.id);
  const order = mergedOrder(ids3(base), ids3(theirs), ids3(mine), new Set(events.keys()));
  const scenario = order.map((id) => events.get(id)).filter((e) => e !== undefined);
  return { merged: { ...details, fileName: theirs.fileName, scenario }, clashes };
}

/** Which side the author keeps at one clash. */
export type ClashChoice = 'theirs' | 'mine';

const clashKey = (clash: Pick<EditClash, 'eventId' | 'field'>) =>
  `${clash.eventId ?? ''}\u0000${clash.field}`;

/**
 * The merged file with the author's choices applied: at each clash chosen 'mine', this
 * author's value (taken from `mine`, whole, not the shown text).
 */
export function applyClashChoices(
  merged: ScenarioFile,
  mine: ScenarioFile,
  clashes: readonly EditClash[],
  choices: Readonly<Record<string, ClashChoice>>,
): ScenarioFile {
  const mineWins = clashes.filter((clash) => choices[clashKey(clash)] === 'mine');
  if (mineWins.length === 0) return merged;
  const file = { ...merged, scenario: [...merged.scenario] } as Record<string, unknown> &
    ScenarioFile;
  for (const clash of mineWins) {
    if (clash.eventId === null) {
      file[clash.field] = (mine as unknown as Record<string, unknown>)[clash.field];
      continue;
    }
    const mineEvent = mine.scenario.find((event) => event.id === clash.eventId);
    const index = file.scenario.findIndex((event) => event.id === clash.eventId);
    if (clash.field === WHOLE_EVENT) {
      if (!mineEvent) file.scenario = file.scenario.filter((e) => e.id !== clash.eventId);
      else if (index >= 0) file.scenario[index] = mineEvent;
      else file.scenario.push(mineEvent);
      continue;
    }
    if (index < 0 || !mineEvent) continue;
    const value = (mineEvent as Record<string, unknown>)[clash.field];
    const next = { ...file.scenario[index] } as Record<string, unknown>;
    if (value === undefined) delete next[clash.field];
    else next[clash.field] = value;
    file.scenario[index] = next as ScenarioEvent;
  }
  return file;
}

export { clashKey };
