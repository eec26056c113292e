import { MediaThumb } from './MediaThumb';
import { mediaKind } from './mediaKind';
import { mediaAddress } from '../../shared/media';

/** A full preview: the picture, or a video or audio player (loading only its metadata). */
export function MediaPreview({ name }: { name: string }) {
  const url = mediaAddress(name);
  switch (mediaKind(name)) {
    case 'image':
      return <img src={url} alt={name} loading="lazy" />;
    case 'video':
      return <video src={url} controls preload="metadata" aria-label={name} />;
    case 'audio':
      return <audio src={url} controls preload="metadata" aria-label={name} />;
    case 'other':
      return <MediaThumb name={name} />;
  }
}
