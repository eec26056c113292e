import { FONT_SIZES } from '@dojo/protocol';
import { usePlayerStore } from '../state/playerStore';
import { tutorialHref } from '../tutorial/tutorialTime';
import { useBackend } from '../state/backend';
import { LanguageChoice } from './LanguageChoice';
import { timeSettingText } from './timeText';
import { FONT_SIZE_LABEL, usePlayerSettings } from './settingsStore';
import { playNotificationTone } from './sound';
import './settings.css';
import { useT } from '../../shared/i18n';

/** Where players get help (docs/player.md "Support contact"). */
export const SUPPORT_EMAIL = 'support@incidentdojo.example';

/** Language, text size, notification sound and the support contact (docs/player.md). */
export function SettingsView() {
  const t = useT();
  const backend = useBackend();
  const fontSize = usePlayerSettings((state) => state.fontSize) ?? FONT_SIZES[0];
  const setFontSize = usePlayerSettings((state) => state.setFontSize);
  const muted = usePlayerSettings((state) => state.muted);
  const setSound = usePlayerSettings((state) => state.setSound);
  const timeSetting = usePlayerStore((state) => state.timeSetting);

  return (
    <div className="settings">
      <h1 className="view-heading">{t('settings.title')}</h1>

      <LanguageChoice />

      <section className="settings-card" aria-labelledby="settings-text">
        <h2 id="settings-text" className="settings-title">
          {t('settings.textSize')}
        </h2>
        <div className="settings-sizes" role="radiogroup" aria-labelledby="settings-text">
          {FONT_SIZES.map((size) => (
            <label key={size} className="settings-size">
              <input
                type="radio"
                name="font-size"
                value={size}
                checked={fontSize === size}
                onChange={() => setFontSize(size)}
              />
              <span
                className={`settings-size-sample settings-size-${FONT_SIZES.indexOf(size)}`}
                aria-hidden="true"
              >
                Aa
              </span>
              <span>
                {t(FONT_SIZE_LABEL[size])} <span className="settings-muted">({size})</span>
              </span>
            </label>
          ))}
        </div>
      </section>

      <section className="settings-card" aria-labelledby="settings-notify">
        <h2 id="settings-notify" className="settings-title">
          {t('settings.notifications')}
        </h2>
        <p className="settings-muted">{t('settings.notificationsLead')}</p>
        <label className="settings-switch">
          <input
            type="checkbox"
            role="switch"
            checked={!muted}
            onChange={(change) => setSound(change.target.checked)}
          />
          <span>{t('settings.sound')}</span>
        </label>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={playNotificationTone}
          disabled={muted}
        >
          {t('settings.testSound')}
        </button>
      </section>

      <section className="settings-card" aria-labelledby="settings-help">
        <h2 id="settings-help" className="settings-title">
          {t('settings.help')}
        </h2>
        <p>
          {t('settings.helpBefore')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>{' '}
          {t('settings.helpAfter')}
        </p>
        {backend.mode === 'live' && timeSetting && <p>{timeSettingText(t, timeSetting)}</p>}
        {backend.mode === 'live' && (
          <p>
            <a href={tutorialHref(timeSetting)} target="_blank" rel="noopener">
              {t('settings.tutorial')}
            </a>
            {t('settings.tutorialAfter')}
          </p>
        )}
      </section>
    </div>
  );
}
