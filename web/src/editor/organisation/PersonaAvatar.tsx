import { useState } from 'react';
import { personaPictureName, type MediaItem } from '@dojo/protocol';
import { mediaAddress } from '../../shared/media';
import { initials } from '../../shared/ui';
import { useList } from '../lists';
import { usePictureVersion } from './organisations';
import './PersonaAvatar.css';

interface Props {
  /** The persona's name: its initials stand in when there is no picture. */
  name: string;
  /** The picture to show; by default the persona's stored profile picture. */
  src?: string | null;
  size?: 'small' | 'large';
}

/**
 * The URL of a persona's stored profile picture (changes after a new upload, to skip caches),
 * or null when the media library has no picture for that name: the initials are then drawn
 * without asking the server, so a persona without a picture costs no 404 (docs/editor-ui.md).
 */
export function usePersonaPictureUrl(name: string): string | null {
  const version = usePictureVersion((state) => state.version);
  const file = name.trim() ? personaPictureName(name.trim()) : '';
  const exists = picturesIn(useList('media').items).has(file);
  if (!file || !exists) return null;
  const url = mediaAddress(file);
  return version ? `${url}?v=${version}` : url;
}

/** The profile picture addresses of one library listing, computed once per listing. */
const PICTURES = new WeakMap<readonly MediaItem[], Set<string>>();
function picturesIn(items: readonly MediaItem[]): Set<string> {
  let set = PICTURES.get(items);
  if (!set) {
    set = new Set(items.flatMap((item) => (item.alias ? [item.alias] : [])));
    PICTURES.set(items, set);
  }
  return set;
}

/** A persona's round profile picture, or their initials when it has none. */
export function PersonaAvatar({ name, src, size = 'small' }: Props) {
  const stored = usePersonaPictureUrl(name);
  const url = src === undefined ? stored : src;
  return <AvatarImage key={url ?? ''} name={name} url={url} size={size} />;
}

function AvatarImage({ name, url, size }: { name: string; url: string | null; size: string }) {
  const [failed, setFailed] = useState(false);
  const className = `persona-avatar persona-avatar-${size}`;
  if (!url || failed) {
    return (
      <span className={`${className} persona-avatar-initials`} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <img className={className} src={url} alt="" loading="lazy" onError={() => setFailed(true)} />
  );
}
