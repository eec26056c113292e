import { DEFAULT_LANGUAGE, LANGUAGES } from './adaptationValues';
import type { Language } from './adaptations';

/** The product's language a browser tag names ('de-AT' is German), or null for none of ours. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}

/**
 * The language the product speaks to a player (docs/languages.md): the player's own choice,
 * else the order's language for them, else the first of the browser's languages we have,
 * else English. The one function for the player page, the mails and the portal.
 */
export function pickLanguage(
  choice: Language | null | undefined,
  order: Language | null | undefined,
  browser: readonly string[] = [],
): Language {
  if (choice) return choice;
  if (order) return order;
  for (const tag of browser) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
