import type { ReactNode } from 'react';
import { AppHeader, AreaMain } from '../shared/layout';
import './PlayerShell.css';
import { useT } from '../shared/i18n';

/**
 * The player's frame. Its mobile layout starts under 1000 px (see tokens.css); the player's
 * own navigation (inbox, social, news, notes, settings) comes with the exercise screens.
 */
export function PlayerShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="player-shell">
      <AppHeader home="/exercise" area={t('shell.area')} />
      <AreaMain>{children}</AreaMain>
    </div>
  );
}
