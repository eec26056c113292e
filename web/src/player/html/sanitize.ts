/**
 * A small HTML reader for text the server sends as HTML (the client's NDA, event content).
 * It never hands markup to the browser: it builds a tree of allow-listed elements and text
 * that React renders, so scripts, event handlers, styles and unknown attributes cannot pass.
 * Allowed: p br hr strong b em i u s code pre blockquote ul ol li span div h1-h6 and a (href
 * with http, https or mailto only). Script-like elements are dropped with their content;
 * any other unknown element is unwrapped (its text stays).
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
  | 'a';

export type SafeNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: SafeTag; href?: string; children: SafeNode[] };

/** Source tag -> rendered tag. Headings shift down: the page already has its h1 and h2. */
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
  h2: 'h3',
  h3: 'h4',
  h4: 'h4',
  h5: 'h4',
  h6: 'h4',
  a: 'a',
};

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr', 'area', 'col']);
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A link target the player may follow: http(s) or mailto, or a path on this site. */
export function safeHref(raw: string): string | undefined {
  // Browsers ignore whitespace and control characters inside a scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return undefined;
}

function readAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Where the tag starting at `start` ends (its '>'), skipping quoted attribute values. */
function tagEnd(html: string, start: number): number {
  let quote: string | null = null;
  for (let i = start; i < html.length; i += 1) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i;
  }
  return -1;
}

interface Open {
  source: string;
  node: Extract<SafeNode, { kind: 'element' }> | null;
  children: SafeNode[];
}

export function sanitizeHtml(html: string): SafeNode[] {
  const root: Open = { source: '#root', node: null, children: [] };
  const stack: Open[] = [root];
  const top = () => stack[stack.length - 1] ?? root;
  const addText = (text: string) => {
    if (text) top().children.push({ kind: 'text', text: decodeEntities(text) });
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      addText(html.slice(i));
      break;
    }
    addText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt, lt + 64));
    if (!tag && (html[lt + 1] === '!' || html[lt + 1] === '?')) {
      const close = html.indexOf('>', lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const end = tag ? tagEnd(html, lt) : -1;
    if (!tag || end === -1) {
      addText('<');
      i = lt + 1;
      continue;
    }
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    i = end + 1;

    if (closing) {
      const index = stack.findLastIndex((open) => open.source === name);
      if (index > 0) stack.length = index;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      const after = close === -1 ? -1 : html.indexOf('>', close);
      i = after === -1 ? html.length : after + 1;
      continue;
    }
    const safe = ALLOWED[name];
    const selfClosing = html[end - 1] === '/';
    if (!safe) {
      // Unknown element: unwrap it, keeping its children.
      if (!VOID.has(name) && !selfClosing)
        stack.push({ source: name, node: null, children: top().children });
      continue;
    }
    const element: Extract<SafeNode, { kind: 'element' }> = {
      kind: 'element',
      tag: safe,
      children: [],
    };
    if (safe === 'a') {
      const href = safeHref(
        readAttributes(html.slice(lt + name.length + 1, end)).get('href') ?? '',
      );
      if (href) element.href = href;
    }
    top().children.push(element);
    if (!VOID.has(name) && !selfClosing) {
      stack.push({ source: name, node: element, children: element.children });
    }
  }
  return root.children;
}

/** The text of some HTML, with blocks separated by spaces (previews, counts). */
export function plainText(html: string): string {
  const parts: string[] = [];
  const walk = (nodes: SafeNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'text') parts.push(node.text);
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
  return nodes.some((node) => node.kind === 'element');
}
