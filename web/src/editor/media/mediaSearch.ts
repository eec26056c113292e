import type { MediaItem, MediaKind } from '@dojo/protocol';

/**
 * The files matching a Media Search text (case-insensitive; every word must appear in the
 * display name or the file name) and, when given, one of the kinds; sorted by display name.
 */
export function searchMedia(
  items: readonly MediaItem[],
  search: string,
  kinds?: readonly MediaKind[],
): MediaItem[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return items
    .filter((item) => !kinds || kinds.includes(item.kind))
    .filter((item) => {
      const text = `${item.displayName} ${item.name}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort(
      (a, b) =>
        a.displayName.localeCompare(b.displayName, undefined, {
          sensitivity: 'base',
          numeric: true,
        }) || a.name.localeCompare(b.name),
    );
}

/** 'video', 'audio', 'image' as the pickers' type filter calls them. */
export const KIND_LABELS: Record<MediaKind, string> = {
  image: 'Images',
  video: 'Video',
  audio: 'Audio',
};

/** '1.2 MB', '840 KB'. */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
