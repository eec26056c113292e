import { useState } from 'react';
import { extensionOf, mediaKind } from './mediaKind';
import { mediaAddress } from '../../shared/media';

/** A small square preview: the picture itself, or a labelled tile for video, audio and others. */
export function MediaThumb({ name }: { name: string }) {
  const kind = mediaKind(name);
  const [failed, setFailed] = useState(false);
  if (kind === 'image' && !failed) {
    return (
      <img
        className="media-thumb"
        src={mediaAddress(name)}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={`media-thumb media-thumb-tile media-thumb-${kind}`} aria-hidden="true">
      <span className="media-thumb-glyph" />
      <span className="media-thumb-extension">{extensionOf(name) || 'file'}</span>
    </span>
  );
}
