import DOMPurify, { type Config } from 'dompurify';
import { VIDEO_PLAYER_ADDRESS } from '@dojo/protocol';

/**
 * The reader for text the server sends as HTML (the client's NDA, event content). DOMPurify
 * parses it with the browser's own HTML parser (so every named entity, '&eacute;' to
 * '&rsquo;', comes out as the character) and keeps only the allow-listed elements below;
 * this file then turns what is left into a small tree that React renders, so no markup is
 * ever handed to the browser as HTML. Scripts, styles and other active content are dropped
 * with their content; any other unknown element is unwrapped (its text stays); the only
 * attributes kept are a link's href, and only to http(s), mailto or a path on this site, and
 * a span's text colour, only when its style is exactly one `color: #RRGGBB` (an imported
 * MSEL cell's colour, docs/msel.md): it becomes a colour React sets, never a style string. A
 * frame becomes a video only when its address is a YouTube no-cookie or Vimeo player (a
 * facilitator's embedded video); every other frame is dropped.
 */

export type SafeTag =
  | 'p'
  | 'br'
  | 'hr'
  | 'strong'
  | 'em'
  | 'u'
  | 's'
  | 'code'
  | 'pre'
  | 'blockquote'
  | 'ul'
  | 'ol'
  | 'li'
  | 'span'
  | 'div'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'a';

export type SafeNode =
  | { kind: 'text'; text: string }
  | { kind: 'video'; src: string }
  | { kind: 'element'; tag: SafeTag; href?: string; color?: string; children: SafeNode[] };

/**
 * Source tag -> rendered tag. Headings shift down two levels (the page already has its h1
 * and h2) and keep their order: an NDA's heading 1 and heading 2 stay two levels apart.
 */
const ALLOWED: Record<string, SafeTag> = {
  p: 'p',
  br: 'br',
  hr: 'hr',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  s: 's',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  span: 'span',
  div: 'div',
  h1: 'h3',
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  h5: 'h6',
  h6: 'h6',
  a: 'a',
};

const PURIFY_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...Object.keys(ALLOWED), 'iframe'],
  ALLOWED_ATTR: ['href', 'src', 'style'],
  ALLOW_DATA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

/** A link target the player may follow: http(s) or mailto, or a path on this site. */
export function safeHref(raw: string): string | undefined {
  // Browsers ignore whitespace and control characters inside a scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return undefined;
}

/** A span's colour: its style must be one hex colour and nothing else ('#RRGGBB', lower case). */
export function safeColor(style: string | null): string | undefined {
  const hex = /^\s*color\s*:\s*#([0-9a-f]{6})\s*;?\s*$/i.exec(style ?? '')?.[1];
  return hex ? `#${hex.toLowerCase()}` : undefined;
}

/** Inline marks the rich-text editor may nest in themselves (its `<b><strong>` for bold). */
const MARKS: readonly SafeTag[] = ['strong', 'em', 'u', 's'];

/** `<strong><strong>x</strong></strong>` is `<strong>x</strong>`: one mark, not two. */
function collapse(tag: SafeTag, children: SafeNode[]): SafeNode[] {
  const [only] = children;
  if (children.length !== 1 || !MARKS.includes(tag)) return children;
  return only?.kind === 'element' && only.tag === tag && !only.href && !only.color
    ? only.children
    : children;
}

function toSafeNodes(parent: Node): SafeNode[] {
  const nodes: SafeNode[] = [];
  parent.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      if (child.textContent) nodes.push({ kind: 'text', text: child.textContent });
      return;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) return;
    const element = child as Element;
    if (element.localName === 'iframe') {
      const src = element.getAttribute('src') ?? '';
      if (VIDEO_PLAYER_ADDRESS.test(src)) nodes.push({ kind: 'video', src });
      return;
    }
    const tag = ALLOWED[element.localName];
    // DOMPurify keeps only allow-listed elements; anything else is unwrapped, to be safe.
    if (!tag) return void nodes.push(...toSafeNodes(element));
    const node: SafeNode = { kind: 'element', tag, children: collapse(tag, toSafeNodes(element)) };
    const href = tag === 'a' ? safeHref(element.getAttribute('href') ?? '') : undefined;
    if (href) node.href = href;
    const color = tag === 'span' ? safeColor(element.getAttribute('style')) : undefined;
    if (color) node.color = color;
    nodes.push(node);
  });
  return nodes;
}

export function sanitizeHtml(html: string): SafeNode[] {
  return toSafeNodes(DOMPurify.sanitize(html, PURIFY_CONFIG));
}

/** The text of some HTML, with blocks separated by spaces (previews, counts). */
export function plainText(html: string): string {
  const parts: string[] = [];
  const walk = (nodes: SafeNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'text') parts.push(node.text);
      else if (node.kind === 'video') parts.push(' ');
      else {
        walk(node.children);
        parts.push(' ');
      }
    }
  };
  walk(sanitizeHtml(html));
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** True when the text holds at least one element we render (not plain text). */
export function hasMarkup(nodes: SafeNode[]): boolean {
  return nodes.some((node) => node.kind !== 'text');
}
