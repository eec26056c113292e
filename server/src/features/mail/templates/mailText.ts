import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, type Language } from '@dojo/protocol';
import type { FrameWords } from './layout';
import de from './catalogues/de.json';
import en from './catalogues/en.json';
import es from './catalogues/es.json';
import fr from './catalogues/fr.json';

/**
 * The players' mails in their language (docs/languages.md): one catalogue of ICU messages per
 * language, the same keys in each (catalogues.test.ts), read with the web app's library.
 */
export type MailKey = keyof typeof en;
export const MAIL_CATALOGUES: Record<Language, Record<MailKey, string>> = { en, de, fr, es };

/** How each language writes an instant (`exactMoment`). */
export const MAIL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
};

const i18n: I18n = setupI18n();
i18n.setMessagesCompiler(compileMessage);
i18n.load(MAIL_CATALOGUES);

/** A translate function for one language (messages of a stored mail without one: English). */
export function mailText(language: Language = DEFAULT_LANGUAGE) {
  return (key: MailKey, values?: Record<string, string | number>): string => {
    i18n.activate(language);
    return i18n._(key, values);
  };
}

/** The frame's words of a mail in `language`. */
export function frameWords(language: Language = DEFAULT_LANGUAGE): FrameWords {
  return { lang: language, sentBy: mailText(language)('mail.sentBy') };
}
