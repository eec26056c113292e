import { useState } from 'react';
import { personaPictureName } from '@dojo/protocol';
import { mediaAddress } from '../../shared/media';
import { initials } from '../../shared/ui';
import { usePictureVersion } from './organisationsStore';
import './PersonaAvatar.css';

interface Props {
  /** The persona's name: its initials stand in when there is no picture. */
  name: string;
  /** The picture to show; by default the persona's stored profile picture. */
  src?: string | null;
  size?: 'small' | 'large';
}

/** The URL of a persona's stored profile picture (changes after a new upload, to skip caches). */
export function usePersonaPictureUrl(name: string): string | null {
  const version = usePictureVersion((state) => state.version);
  if (!name.trim()) return null;
  const url = mediaAddress(personaPictureName(name.trim()));
  return version ? `${url}?v=${version}` : url;
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
