/**
 * What adapts an exercise to one player (docs/languages.md, docs/extra-time.md), as plain values:
 * no schema here, so a page's first screen can use them without loading zod. Their schemas
 * (`Language`, `TimeSetting`) are in ./adaptations.ts, built from these lists.
 */

/** The product's languages: English, German, French and Spanish. */
export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

/**
 * A player's language as the report's player table and the debrief CSV name it (each
 * language in its own name); '—' when an older answer did not say.
 */
export function languageName(language: Language | undefined): string {
  return language === undefined ? '—' : LANGUAGE_NAMES[language];
}

/**
 * A player's time setting (WCAG 2.2 SC 2.2.1, Timing Adjustable): every question time limit
 * and early/late threshold of that player is multiplied by the factor; `untimed` removes the
 * limits. Delays between events never scale: the story keeps its pace.
 */
export const TIME_SETTINGS = ['standard', 'x1.25', 'x1.5', 'x2', 'untimed'] as const;
type TimeSetting = (typeof TIME_SETTINGS)[number];
export const DEFAULT_TIME_SETTING: TimeSetting = 'standard';

/** The factor of each setting; `null` means the player has no time limit. */
export const TIME_FACTORS: Record<TimeSetting, number | null> = {
  standard: 1,
  'x1.25': 1.25,
  'x1.5': 1.5,
  x2: 2,
  untimed: null,
};

/**
 * A limit or threshold in seconds as it applies to a player with `setting`: scaled and
 * rounded up to a whole second, or `null` when the player is untimed. The one function for
 * every scaled limit (play, timeliness verdicts, reports, tutorial).
 */
export function scaledSeconds(
  seconds: number,
  setting: TimeSetting = DEFAULT_TIME_SETTING,
): number | null {
  const factor = TIME_FACTORS[setting];
  return factor === null ? null : Math.ceil(seconds * factor);
}
