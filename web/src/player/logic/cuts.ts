import { ARTICLE_PREVIEW, SUBJECT_CUT, UNREAD_BADGE_CAP } from '@dojo/protocol';

const ELLIPSIS = '...';

/** The side list's subject: over 30 characters it is cut to 27 plus '...' (docs/player.md). */
export function cutSubject(subject: string): string {
  if (subject.length <= SUBJECT_CUT.length) return subject;
  return subject.slice(0, SUBJECT_CUT.kept) + ELLIPSIS;
}

/** A news article's preview: its first 200 characters, then '...' when there is more. */
export function articlePreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= ARTICLE_PREVIEW) return flat;
  return flat.slice(0, ARTICLE_PREVIEW).trimEnd() + ELLIPSIS;
}

/** What an unread badge shows: nothing at 0, the count up to 9, then '9+'. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
