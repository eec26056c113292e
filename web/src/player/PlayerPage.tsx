import { Page } from '../shared/ui';
import { PlayerShell } from './PlayerShell';

/** /e/:token and /exercise/:token: the player's exercise (not built yet: heading only). */
export function PlayerPage() {
  return (
    <PlayerShell>
      <Page title="Exercise" />
    </PlayerShell>
  );
}
