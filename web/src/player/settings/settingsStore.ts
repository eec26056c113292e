import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { FONT_SIZES, LANGUAGES, type Language } from '@dojo/protocol';
import { CHOICE_KEY, type MessageKey } from '../../shared/i18n';
import { flag, keyedStorage, oneOf, type Codecs } from '../../shared/session/keyedStorage';

export type FontSize = (typeof FONT_SIZES)[number];

interface PlayerSettings {
  fontSize: FontSize | null;
  /** Stored as 'true' when the player turned the sound off (on by default). */
  muted: boolean;
  /** The language the player chose on this browser (docs/languages.md); null: none yet. */
  language: Language | null;
}

interface PlayerSettingsState extends PlayerSettings {
  setFontSize(size: FontSize): void;
  setSound(on: boolean): void;
  setLanguage(language: Language): void;
}

const codecs: Codecs<PlayerSettings> = {
  fontSize: oneOf('playerFontSize', FONT_SIZES),
  muted: flag('playerSoundOff'),
  language: oneOf(CHOICE_KEY, LANGUAGES),
};

/** The player's settings, kept in localStorage for every exercise on this browser. */
export const usePlayerSettings = create<PlayerSettingsState>()(
  persist(
    (set) => ({
      fontSize: null,
      muted: false,
      language: null,
      setFontSize: (fontSize) => set({ fontSize }),
      setSound: (on) => set({ muted: !on }),
      setLanguage: (language) => set({ language }),
    }),
    { name: 'playerSettings', storage: keyedStorage(codecs) },
  ),
);

/**
 * The legacy sizes set the root font size with 62.5 % as the standard. Our styles are built
 * on a 100 % root, so each size scales by its ratio to 62.5 %: 100 %, 120 %, 136 %.
 */
export const FONT_SIZE_CLASS: Record<FontSize, string> = {
  '62.5%': 'player-font-standard',
  '75%': 'player-font-large',
  '85%': 'player-font-larger',
};

export const FONT_SIZE_LABEL: Record<FontSize, MessageKey> = {
  '62.5%': 'settings.size.standard',
  '75%': 'settings.size.large',
  '85%': 'settings.size.larger',
};
