import type { Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, pickLanguage, type Language } from '@dojo/protocol';
import type english from './catalogues/en.json';

/**
 * The product's own text in the player's language (docs/languages.md). Every message is an
 * ICU message under a key in one catalogue per language (`catalogues/<language>.json`),
 * compiled at build time; only the active language's catalogue is downloaded, together with
 * Lingui's runtime (`runtime.ts`).
 */
export type MessageKey = keyof typeof english;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const LOADERS: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:dojo-catalogue/en'),
  de: () => import('virtual:dojo-catalogue/de'),
  fr: () => import('virtual:dojo-catalogue/fr'),
  es: () => import('virtual:dojo-catalogue/es'),
};

let active: Language | null = null;
let translate: ((key: string, values?: MessageValues) => string) | null = null;
let wanted: Language | null = null;
const listeners = new Set<() => void>();

/** Speaks `language` with `speak` from now on (the runtime's, or a test's). */
export function adoptLanguage(language: Language, speak: NonNullable<typeof translate>): void {
  translate = speak;
  active = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Loads a language's catalogue and makes it the one every screen speaks. */
export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  if (active === language) return;
  const [runtime, catalogue] = await Promise.all([import('./runtime'), LOADERS[language]()]);
  // A later choice made while this one downloaded wins.
  if (wanted !== language) return;
  adoptLanguage(language, runtime.speakWith(language, catalogue.default));
}

/** The language on screen (English until a catalogue is active). */
export function activeLanguage(): Language {
  return active ?? DEFAULT_LANGUAGE;
}

/** The browser's languages, most wanted first. */
function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** The localStorage key of the player's choice (settingsStore.ts writes it). */
export const CHOICE_KEY = 'playerLanguage';

/** The language the player chose on this browser (the player's settings keep it). */
export function storedChoice(): Language | null {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(CHOICE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : null;
}

/** The language before anything is known of the player: a stored choice, else the browser's. */
export function startLanguage(): Language {
  return pickLanguage(storedChoice(), null, browserLanguages());
}

/**
 * A player's language once their exercise answered (docs/languages.md): the language on
 * their record (their own choice, or the order's for them), else a choice made on this
 * browser, else the order's language, else the browser's.
 */
export function sessionLanguage(session: { language?: Language; orderLanguage?: Language }) {
  return pickLanguage(
    session.language ?? storedChoice(),
    session.orderLanguage,
    browserLanguages(),
  );
}

/** A message in the active language, outside React (a toast); the key until one is loaded. */
export const t: Translate = (key, values) => (translate ? translate(key, values) : key);

/** Dates and times in the active language's form. */
export function formatDate(value: Date | number, format?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(activeLanguage(), format).format(value);
}

/**
 * Readies the browser's number and date data for `language` while the first screen's code
 * downloads. A browser builds that data the first time a page formats a number or a date
 * (a plural's count, the game clock): about 20 ms on a desktop, 60-90 ms on a slow phone,
 * which would otherwise fall between the first screen's last byte and its render
 * (docs/performance.md, "What the browser downloads").
 */
export function prepareFormats(language: Language): void {
  const prepare = () => {
    new Intl.NumberFormat(language).format(0);
    new Intl.DateTimeFormat(language, { hour: 'numeric', minute: 'numeric' }).format(0);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(prepare, { timeout: 1000 });
  else setTimeout(prepare, 0);
}

/** Calls `listener` whenever the active language changes; answers how to stop. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
