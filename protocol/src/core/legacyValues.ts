import type { LooseFlag } from './legacy';

/*
 * How the legacy wire shapes read (their schemas: ./legacy.ts). Plain functions, no schema, so
 * a page's first load can use them without loading zod.
 */

/** True when a {@link LooseFlag} is set. */
export function isFlagSet(flag: LooseFlag | undefined): boolean {
  return flag === true || flag === 'true';
}

/** The number in a legacy NumberText: undefined when unset, 'invalid' when not a number. */
export function parseNumberText(value: string | number): number | undefined | 'invalid' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (text === '' || text === 'NaN') return undefined;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : 'invalid';
}
