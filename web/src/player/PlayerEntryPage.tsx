import { Page } from '../shared/ui';
import { PlayerShell } from './PlayerShell';

/** /e and /exercise: the entry page (not built yet: heading only). */
export function PlayerEntryPage() {
  return (
    <PlayerShell>
      <Page title="Exercise" />
    </PlayerShell>
  );
}
