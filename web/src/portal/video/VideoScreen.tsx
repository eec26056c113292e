import { useSearchParams } from 'react-router';
import { useT } from '../../shared/i18n';
import { Page, StatusBanner } from '../../shared/ui';
import { VideoPlayer } from './VideoPlayer';
import { safeVideoSource } from './videoRules';

/** /video?src=/media/{name}: one of our videos in the player. */
export function VideoScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const src = safeVideoSource(params.get('src'));
  const title = params.get('title')?.trim().slice(0, 200) || t('video.title');
  return (
    <Page title={title}>
      {src ? (
        <VideoPlayer src={src} title={title} />
      ) : (
        <StatusBanner kind="info">{t('video.none')}</StatusBanner>
      )}
    </Page>
  );
}
