import { z } from 'zod';
import { LANGUAGES, TIME_SETTINGS } from './adaptationValues';

/**
 * What adapts an exercise to one player (docs/languages.md, docs/extra-time.md): the language
 * the product and the scenario speak to them, and their time setting. Both are chosen per
 * player on the order (or the facilitated join) and default to English and standard time.
 * The lists, defaults and factors are plain values in ./adaptationValues.ts.
 */
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  languageName,
  TIME_SETTINGS,
  DEFAULT_TIME_SETTING,
  TIME_FACTORS,
  scaledSeconds,
} from './adaptationValues';

export const Language = z.enum(LANGUAGES, { error: 'Choose English, German, French or Spanish.' });
export type Language = z.infer<typeof Language>;

export const TimeSetting = z.enum(TIME_SETTINGS, {
  error: 'Choose standard time, x1.25, x1.5, x2 or untimed.',
});
export type TimeSetting = z.infer<typeof TimeSetting>;
