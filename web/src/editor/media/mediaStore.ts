import { scenarioCalls, type MediaItem } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { createListStore, useList } from '../listStore';

/**
 * The media library (each file with its display name and kind), shared by the pickers and the
 * upload screens of one session.
 */
export const useMediaStore = createListStore((token) =>
  callApi(scenarioCalls.mediaLibrary, { token }),
);

/** The media library, read on first use; `reload` reads it again after an upload. */
export function useMediaLibrary() {
  const { items, ...library } = useList(useMediaStore);
  return { ...library, items, names: items.map((item) => item.name) };
}

/** The name the author typed for a media name, else the name itself (not in the library). */
export function displayNameOf(items: readonly MediaItem[], name: string): string {
  return items.find((item) => item.name === name)?.displayName || name;
}
