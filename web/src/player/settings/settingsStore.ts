import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { FONT_SIZES } from '@dojo/protocol';
import { flag, keyedStorage, oneOf, type Codecs } from '../../shared/session/keyedStorage';

export type FontSize = (typeof FONT_SIZES)[number];

interface PlayerSettings {
  fontSize: FontSize | null;
  /** Stored as 'true' when the player turned the sound off (on by default). */
  muted: boolean;
}

interface PlayerSettingsState extends PlayerSettings {
  setFontSize(size: FontSize): void;
  setSound(on: boolean): void;
}

const codecs: Codecs<PlayerSettings> = {
  fontSize: oneOf('playerFontSize', FONT_SIZES),
  muted: flag('playerSoundOff'),
};

/** The player's settings, kept in localStorage for every exercise on this browser. */
export const usePlayerSettings = create<PlayerSettingsState>()(
  persist(
    (set) => ({
      fontSize: null,
      muted: false,
      setFontSize: (fontSize) => set({ fontSize }),
      setSound: (on) => set({ muted: !on }),
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

export const FONT_SIZE_LABEL: Record<FontSize, string> = {
  '62.5%': 'Standard',
  '75%': 'Large',
  '85%': 'Larger',
};
