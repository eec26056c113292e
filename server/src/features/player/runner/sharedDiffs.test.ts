import { describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import type { InboxEntry } from './inboxDiff';
import { NOTHING_SENT, SharedDiffs } from './sharedDiffs';

const entry = (id: string, signature = 's'): InboxEntry => ({
  id,
  signature,
  shareKey: `${id}|${signature}`,
  build: (): ScenarioEvent => JSON.parse(JSON.stringify({ id })) as ScenarioEvent,
});

describe('SharedDiffs', () => {
  it('diffs once for scopes that held the same inbox and see the same one', () => {
    const diffs = new SharedDiffs();
    const inbox = [entry('1'), entry('2')];
    const first = diffs.diff(new Map(), inbox, false);
    // Both scopes now hold the very same `sent` map: their next diff is one.
    const next = [...inbox, entry('3')];
    const a = diffs.diff(first.sent, next, false);
    const b = diffs.diff(first.sent, next, false);
    expect(b).toBe(a);
    expect(a.events.map((e) => e.id)).toEqual(['3']);
    expect(a.keys).toEqual(['3|s']);
  });

  it('leaves scopes that pushed the same inbox holding one record, so their next diff is one', () => {
    const diffs = new SharedDiffs();
    const inbox = [entry('1'), entry('2')];
    // After joining, each scope holds a record of its own (here: different ones).
    const a = diffs.diff(new Map(), inbox, false);
    const b = diffs.diff(new Map([['1', 's']]), inbox, true);
    expect(b.sent).toBe(a.sent);
    const next = [...inbox, entry('3')];
    expect(diffs.diff(b.sent, next, false)).toBe(diffs.diff(a.sent, next, false));
  });

  it('leaves scopes that joined apart with empty inboxes holding one record, so the start diffs once', () => {
    const diffs = new SharedDiffs();
    // Each player joined at its own moment before the start: an empty inbox of its own each.
    const joins = [0, 1, 2].map(() => diffs.diff(NOTHING_SENT, [], true));
    for (const join of joins) expect(join.sent).toBe(NOTHING_SENT);
    const started = [entry('1')];
    const first = diffs.diff(joins[0]!.sent, started, false);
    for (const join of joins.slice(1)) expect(diffs.diff(join.sent, started, false)).toBe(first);
    expect(first.events.map((e) => e.id)).toEqual(['1']);
  });

  it('gives a scope that held something else its own diff', () => {
    const diffs = new SharedDiffs();
    const inbox = [entry('1'), entry('2')];
    const shared = diffs.diff(new Map([['1', 's']]), inbox, false);
    const other = diffs.diff(new Map([['1', 'old']]), inbox, false);
    expect(other).not.toBe(shared);
    expect(shared.events.map((e) => e.id)).toEqual(['2']);
    expect(other.events.map((e) => e.id)).toEqual(['1', '2']);
  });

  it('gives a scope that sees another inbox its own diff', () => {
    const diffs = new SharedDiffs();
    const held = new Map([['1', 's']]);
    const one = diffs.diff(held, [entry('1'), entry('2')], false);
    const two = diffs.diff(held, [entry('1'), entry('2', 'read')], false);
    expect(two).not.toBe(one);
  });

  it('makes a full push a scope’s own, with the whole inbox', () => {
    const diffs = new SharedDiffs();
    const held = new Map([['1', 's']]);
    const inbox = [entry('1'), entry('2')];
    const delta = diffs.diff(held, inbox, false);
    const full = diffs.diff(held, inbox, true);
    expect(full).not.toBe(delta);
    expect(full.full).toBe(true);
    expect(full.events.map((e) => e.id)).toEqual(['1', '2']);
  });
});
