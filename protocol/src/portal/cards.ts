import { CARD_DESCRIPTION_CUT } from './constants';

/**
 * A catalogue card's description: one of 370 characters or more is cut to its first 367
 * plus '...' (docs/portal.md, "Catalogue").
 */
export function cutDescription(description: string): string {
  if (description.length < CARD_DESCRIPTION_CUT.threshold) return description;
  return `${description.slice(0, CARD_DESCRIPTION_CUT.kept)}...`;
}
