import { useSyncExternalStore } from 'react';
import type { Language } from '@dojo/protocol';
import { activeLanguage, onLanguageChange, t, type Translate } from './language';

/** The active language; a component using it renders again when the language changes. */
export function useActiveLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, activeLanguage, activeLanguage);
}

/** The translate function for a component; it renders again when the language changes. */
export function useT(): Translate {
  useActiveLanguage();
  return t;
}
