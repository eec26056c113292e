/** Card descriptions of this many characters or more are cut (portal spec §2, §9). */
export const DESCRIPTION_CUT_AT = 370;
/** How many characters a cut description keeps before the '...'. */
export const DESCRIPTION_KEEP = 367;

export function cutDescription(description: string): string {
  if (description.length < DESCRIPTION_CUT_AT) return description;
  return `${description.slice(0, DESCRIPTION_KEEP)}...`;
}
