import { Page } from '../shared/ui';
import { PlayerShell } from './PlayerShell';

/** /video (not built yet: heading only). */
export function VideoPage() {
  return (
    <PlayerShell>
      <Page title="Video" />
    </PlayerShell>
  );
}
