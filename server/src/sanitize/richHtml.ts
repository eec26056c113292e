import { VIDEO_PLAYER_ADDRESS } from '@dojo/protocol';
import { lazyPurifier } from './purifier';

/**
 * The server's sanitiser for rich text written in the shared editor (a client's NDA, a
 * facilitator's event content). Only what the editor produces survives: paragraphs, headings
 * 1-2, bold, italic, underline, strike, lists, line breaks and links. Links keep http(s) and
 * mailto addresses only and always open in a new tab with rel="noopener noreferrer". Scripts,
 * styles and every other attribute go; unknown elements are unwrapped, their text kept.
 * See docs/admin.md (rich text).
 */

const TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ol',
  'ul',
  'li',
  'a',
];
const TEXT_ATTRIBUTES = ['href', 'target', 'rel'];
const EMBED_ATTRIBUTES = ['src', 'title', 'allow', 'allowfullscreen', 'width', 'height'];

/** Web and e-mail addresses only; DOMPurify checks href and src against it. */
const SAFE_ADDRESS = /^(?:https?:|mailto:)/i;

export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer';

export interface RichHtmlOptions {
  /** Keep youtube-nocookie.com and player.vimeo.com frames (VIDEO_PLAYER_ADDRESS); off for NDAs. */
  videoEmbeds?: boolean;
}

// A private instance: its hooks must not leak into other sanitisers.
const purifier = lazyPurifier((purify) => {
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !data.allowedTags['iframe']) return;
    const src = (node as Element).getAttribute('src') ?? '';
    if (!VIDEO_PLAYER_ADDRESS.test(src)) node.parentNode?.removeChild(node);
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const link = node;
    if (link.hasAttribute('href')) {
      link.setAttribute('target', LINK_TARGET);
      link.setAttribute('rel', LINK_REL);
    } else {
      link.removeAttribute('target');
      link.removeAttribute('rel');
    }
  });
});

/** `html` with everything the rich-text editor cannot produce taken out. */
export function sanitizeRichHtml(html: string, options: RichHtmlOptions = {}): string {
  const embeds = options.videoEmbeds === true;
  return purifier()
    .sanitize(html, {
      ALLOWED_TAGS: embeds ? [...TEXT_TAGS, 'iframe'] : TEXT_TAGS,
      ALLOWED_ATTR: embeds ? [...TEXT_ATTRIBUTES, ...EMBED_ATTRIBUTES] : TEXT_ATTRIBUTES,
      ALLOWED_URI_REGEXP: SAFE_ADDRESS,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    })
    .trim();
}
