import { parseNumberText } from '@dojo/protocol';

export const seconds = 1000;
export const minutes = 60_000;

/**
 * A legacy number field (text or number, in `unit`) as milliseconds. '', 'NaN', null, text
 * that is not a number and negative values (the editor's -1 means "not set") give null.
 */
export function parseMs(value: string | number | null | undefined, unit: number): number | null {
  if (value === null || value === undefined) return null;
  const parsed = parseNumberText(value);
  if (typeof parsed !== 'number' || parsed < 0) return null;
  return parsed * unit;
}
