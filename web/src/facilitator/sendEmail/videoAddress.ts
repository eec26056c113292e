/**
 * The player address of a YouTube or Vimeo video link, or null for any other link
 * (docs/facilitator.md "Send Email"). YouTube plays from youtube-nocookie.com, Vimeo from
 * player.vimeo.com: the only frames players show.
 */
export function videoEmbedAddress(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const path = url.pathname.split('/').filter(Boolean);
  const youtube = (id: string | null | undefined) =>
    id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  const vimeo = (id: string | undefined) =>
    id && /^\d{1,12}$/.test(id) ? `https://player.vimeo.com/video/${id}` : null;

  if (host === 'youtu.be') return youtube(path[0]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (path[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (path[0] === 'embed' || path[0] === 'shorts' || path[0] === 'live') return youtube(path[1]);
    return null;
  }
  if (host === 'vimeo.com') return vimeo(path[0]);
  if (host === 'player.vimeo.com' && path[0] === 'video') return vimeo(path[1]);
  return null;
}
