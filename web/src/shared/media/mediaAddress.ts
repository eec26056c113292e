/**
 * Where the browser reads a media reference. Events, PDFs and scenarios store media names
 * (docs/media.md), served at GET /media/<name>; a reference that already is an address (an
 * older absolute URL, a path, a data: image) is used as it is.
 */
export function mediaAddress(reference: string): string {
  const trimmed = reference.trim();
  if (!trimmed) return '';
  return isMediaName(trimmed) ? `/media/${encodeURIComponent(trimmed)}` : trimmed;
}

/** True for a media name (no path, no scheme), false for an address. */
export function isMediaName(reference: string): boolean {
  return reference !== '' && !reference.includes('/') && !reference.includes(':');
}
