import { ANONYMOUS_ALIAS } from '@dojo/protocol';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** FNV-1a: a small stable hash, so the same report and player always give the same alias. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A tiny seeded generator (mulberry32): deterministic per seed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** One player's alias in one report: 8 letters then 8 digits, the same on every load. */
export function anonymousAlias(report: string, player: string, salt = 0): string {
  const next = generator(hash(`${report}\u0000${player}\u0000${salt}`));
  let alias = '';
  for (let index = 0; index < ANONYMOUS_ALIAS.letters; index += 1)
    alias += LETTERS[Math.floor(next() * LETTERS.length)];
  for (let index = 0; index < ANONYMOUS_ALIAS.digits; index += 1)
    alias += String(Math.floor(next() * 10));
  return alias;
}

/**
 * The name a report shows for each player: the player's own, or (anonymised) an alias that is
 * stable for the report and unique within it (a clash takes the next salt).
 */
export function playerNames(
  report: string,
  players: readonly string[],
  anonymised: boolean,
): (player: string) => string {
  if (!anonymised) return (player) => player;
  const aliases = new Map<string, string>();
  const taken = new Set<string>();
  for (const player of [...new Set(players)].sort()) {
    let salt = 0;
    let alias = anonymousAlias(report, player);
    while (taken.has(alias)) alias = anonymousAlias(report, player, (salt += 1));
    taken.add(alias);
    aliases.set(player, alias);
  }
  return (player) => aliases.get(player) ?? anonymousAlias(report, player);
}
