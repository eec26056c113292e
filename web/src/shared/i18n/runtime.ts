import { setupI18n, type Messages } from '@lingui/core';
import type { Language } from '@dojo/protocol';
import type { MessageValues } from './language';

/**
 * Lingui's runtime, in its own chunk: it arrives with the active language's catalogue
 * (docs/languages.md), so neither weighs on the player's first load (docs/performance.md).
 */
const i18n = setupI18n();

/** Makes `messages` (compiled by web/vite.i18n.ts) the active language's; answers `t`. */
export function speakWith(language: Language, messages: Messages) {
  i18n.load(language, messages);
  i18n.activate(language);
  return (key: string, values?: MessageValues): string => i18n._(key, values);
}
