import { customAlphabet } from 'nanoid';

const suffix = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 10);

/** The display name's stem as a readable, URL-safe slug ('Board Room 2.PNG' -> 'board-room-2'). */
function slug(displayName: string): string {
  const stem = displayName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const cleaned = stem
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return cleaned || 'media';
}

/**
 * A new media name: readable in the editor's pickers, unique, never reused, so its address
 * can be cached forever ('board-room-2-k3j9x0ab2c.png'). The extension is the sniffed type's.
 */
export function generateMediaName(displayName: string, extension: string): string {
  return `${slug(displayName)}-${suffix()}.${extension}`;
}

/** The profile picture address of a persona: its name without spaces, ending in .png (docs/admin.md). */
export function profilePictureAlias(imageName: string): string {
  const compact = imageName.replace(/\s/g, '');
  return /\.png$/i.test(compact) ? compact : `${compact}.png`;
}
