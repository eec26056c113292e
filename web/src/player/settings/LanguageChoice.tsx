import { useState } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@dojo/protocol';
import { activateLanguage, useActiveLanguage, useT } from '../../shared/i18n';
import { StatusBanner } from '../../shared/ui';
import { useBackend } from '../state/backend';
import { usePlayerSettings } from './settingsStore';

/**
 * The player's language (docs/languages.md): the choice is kept on this browser and, in a
 * live exercise, on the player's record, so the mails and the next visit speak it too.
 */
export function LanguageChoice() {
  const t = useT();
  const backend = useBackend();
  const active = useActiveLanguage();
  const setLanguage = usePlayerSettings((state) => state.setLanguage);
  const [failed, setFailed] = useState(false);
  // The radio follows the click at once; the words follow when the catalogue has arrived.
  const [chosen, setChosen] = useState<Language | null>(null);
  const current = chosen ?? active;

  async function choose(language: Language) {
    setFailed(false);
    setChosen(language);
    setLanguage(language);
    await activateLanguage(language);
    try {
      await backend.setLanguage?.(language);
    } catch {
      setFailed(true);
    }
  }

  return (
    <section className="settings-card" aria-labelledby="settings-language">
      <h2 id="settings-language" className="settings-title">
        {t('settings.language')}
      </h2>
      <p className="settings-muted">{t('settings.languageLead')}</p>
      <div className="settings-sizes" role="radiogroup" aria-labelledby="settings-language">
        {LANGUAGES.map((language) => (
          <label key={language} className="settings-size">
            <input
              type="radio"
              name="language"
              value={language}
              checked={current === language}
              onChange={() => void choose(language)}
            />
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
          </label>
        ))}
      </div>
      {failed && <StatusBanner kind="failed">{t('settings.languageFailed')}</StatusBanner>}
    </section>
  );
}
