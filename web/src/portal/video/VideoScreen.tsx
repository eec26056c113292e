import { useSearchParams } from 'react-router';
import { Page, StatusBanner } from '../../shared/ui';
import { VideoPlayer } from './VideoPlayer';
import { safeVideoSource } from './videoRules';

/** /video?src=/media/{name}: one of our videos in the player. */
export function VideoScreen() {
  const [params] = useSearchParams();
  const src = safeVideoSource(params.get('src'));
  const title = params.get('title')?.trim().slice(0, 200) || 'Video';
  return (
    <Page title={title}>
      {src ? (
        <VideoPlayer src={src} title={title} />
      ) : (
        <StatusBanner kind="info">No video was chosen.</StatusBanner>
      )}
    </Page>
  );
}
