/**
 * Where an event's image is served: a full URL or a path stays as it is; a bare media
 * name (what the editor stores after an upload) is served at /media/<name>.
 */
export function mediaUrl(name: string): string {
  const trimmed = name.trim();
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `/media/${encodeURIComponent(trimmed)}`;
}

/** Two letters for an avatar: the first letters of the first and last names. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
