import type { MediaItem } from '@dojo/protocol';
import { useList } from '../lists';

/**
 * The media library (each file with its display name and kind), shared by the pickers and the
 * upload screens: read once a session, again after each upload (`readListAgain('media')`).
 */
export function useMediaLibrary() {
  const library = useList('media');
  return { ...library, names: library.items.map((item) => item.name) };
}

/** The name the author typed for a media name, else the name itself (not in the library). */
export function displayNameOf(items: readonly MediaItem[], name: string): string {
  return items.find((item) => item.name === name)?.displayName || name;
}
