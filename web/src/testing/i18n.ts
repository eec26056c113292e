import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import type { Language } from '@dojo/protocol';
import { adoptLanguage } from '../shared/i18n';
import { speakWith } from '../shared/i18n/runtime';
import de from '../shared/i18n/catalogues/de.json';
import en from '../shared/i18n/catalogues/en.json';
import es from '../shared/i18n/catalogues/es.json';
import fr from '../shared/i18n/catalogues/fr.json';

/** Every catalogue as written: ICU messages by key (the source of the compiled ones). */
export const CATALOGUES: Record<Language, Record<string, string>> = { en, de, fr, es };

/** Makes a catalogue active at once, compiled as the build does (no dynamic import). */
export function speak(language: Language = 'en'): void {
  const messages: Messages = Object.fromEntries(
    Object.entries(CATALOGUES[language]).map(([key, text]) => [key, compileMessageOrThrow(text)]),
  );
  adoptLanguage(language, speakWith(language, messages));
}
