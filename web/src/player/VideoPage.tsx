import { VideoScreen } from '../portal/video/VideoScreen';
import { PlayerShell } from './PlayerShell';

/** /video: the video player (portal/video). */
export function VideoPage() {
  return (
    <PlayerShell>
      <VideoScreen />
    </PlayerShell>
  );
}
