/** scheme://host[:port] of an http(s) URL, lowercased, without a default port; else null. */
function originOf(url: string): string | null {
  const match = /^(https?):\/\/([^/?#\s@]+)(?:[/?#]|$)/i.exec(url);
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase().replace(scheme === 'https' ? /:443$/ : /:80$/, '');
  return `${scheme}://${host}`;
}

/**
 * Whether a client's logo can show at all: the page's Content Security Policy lets images
 * come only from the server itself and the MEDIA_HOSTS origins (docs/security.md), so a logo
 * elsewhere would be accepted, stored and never shown. `imageOrigins` is that list, as the
 * server builds its CSP from it. An empty URL is no logo.
 */
export function logoShowable(url: string, imageOrigins: readonly string[]): boolean {
  if (url === '') return true;
  const origin = originOf(url);
  return origin !== null && imageOrigins.some((allowed) => originOf(allowed) === origin);
}

/** Why a logo URL is refused: the browser would block it. */
export function logoBlocked(url: string): string {
  const origin = originOf(url) ?? url;
  return `Browsers would block a logo from ${origin}: it is neither this server nor listed in MEDIA_HOSTS. Use a logo on this server, or have ${origin} added to MEDIA_HOSTS.`;
}
