import { REDIRECT_TOKEN_MAX_LENGTH } from '@dojo/protocol';

/**
 * What the player typed into the entry page: an exercise code, or the whole link from the
 * invitation e-mail (…/exercise/{code} or …/e/{code}). Answers the code, or '' for nothing.
 */
export function exerciseCodeFrom(input: string): string {
  const text = input.trim();
  if (!text) return '';
  const withoutQuery = text.split(/[?#]/)[0] ?? '';
  const segments = withoutQuery.split('/').filter(Boolean);
  const marker = segments.findLastIndex((segment) => segment === 'exercise' || segment === 'e');
  const code = marker >= 0 ? segments[marker + 1] : segments[segments.length - 1];
  if (!code) return '';
  try {
    return decodeURIComponent(code);
  } catch {
    return code;
  }
}

/**
 * A token longer than 50 characters is no exercise code (a portal session, a pasted e-mail
 * body): it clears the pending redirect token (docs/player.md).
 */
export function clearsPendingRedirect(token: string): boolean {
  return token.length > REDIRECT_TOKEN_MAX_LENGTH;
}

/** The player page for a code. */
export function exercisePath(code: string): string {
  return `/exercise/${encodeURIComponent(code)}`;
}
