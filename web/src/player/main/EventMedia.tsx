import type { ScenarioEvent } from '@dojo/protocol';
import { mediaAddress } from '../../shared/media';
import { useT } from '../../shared/i18n';

/**
 * The video and audio an event plays, in every channel (docs/player.md): the browser's own
 * controls (keyboard and screen-reader ready), metadata loaded up front, the bytes fetched
 * by range as the player seeks.
 */
export function EventMedia({ event }: { event: ScenarioEvent }) {
  const t = useT();
  const media = event.media ?? [];
  if (media.length === 0) return null;
  const about = event.subject?.trim() || t('event.thisMessage');
  return (
    <div className="event-media-players">
      {media.map((each, index) => {
        const label = t(each.kind === 'video' ? 'event.video' : 'event.audio', {
          number: index + 1,
          about,
        });
        return each.kind === 'video' ? (
          <video
            key={each.name}
            className="event-video"
            src={mediaAddress(each.name)}
            controls
            playsInline
            preload="metadata"
            aria-label={label}
          />
        ) : (
          <audio
            key={each.name}
            className="event-audio"
            src={mediaAddress(each.name)}
            controls
            preload="metadata"
            aria-label={label}
          />
        );
      })}
    </div>
  );
}
