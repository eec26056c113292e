import { nanoid } from 'nanoid';

/**
 * Every random id the server makes (document ids, link tokens) is 20 nanoid characters:
 * 120 random bits from a URL-safe alphabet (docs/portal.md, "Random ids").
 */
export const RANDOM_ID_LENGTH = 20;

/** A new random id of `RANDOM_ID_LENGTH` characters. */
export function newId(): string {
  return nanoid(RANDOM_ID_LENGTH);
}
