import { ApiError, errorMessage } from '../api/ApiError';
import { activeLanguage, t, type MessageKey } from './language';

/**
 * A failed call in the reader's language (docs/languages.md, "The server's messages"): the
 * server answers a registry code and its English message; a code a player or portal user can
 * see has its words in the catalogues under `error.<code>` (errorAudience.ts lists which), an
 * unanswered call says the server could not be reached, and anything else (a staff-only code,
 * a code this page does not know) shows the server's own message. In English the server's own
 * message is shown whenever there is one: it is the product's wording, with its details (a
 * count, a name), of which the catalogue's English is the translators' source.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.code && activeLanguage() === 'en' && error.message) {
    return errorMessage(error);
  }
  if (error instanceof ApiError && error.code) {
    const key = `error.${error.code}` as MessageKey;
    const text = t(key);
    // Before a catalogue is active, or for a code without a key, `t` answers the key itself.
    if (text !== key) return text;
  }
  if (error instanceof ApiError && error.status === 0) {
    const text = t('error.network');
    if (text !== 'error.network') return text;
  }
  return errorMessage(error);
}
