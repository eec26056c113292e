import DOMPurify from 'dompurify';

const STYLE = 'data-mail-style';

/**
 * Renames every `style` attribute to a data attribute before anything parses the HTML: the
 * app's CSP forbids inline styles, and even an inert parse of one reports a violation.
 */
function carryStyles(html: string): string {
  return html.replace(/(<[^>]*?\s)style\s*=\s*("[^"]*"|'[^']*')/gi, `$1${STYLE}=$2`);
}

/**
 * A message's HTML made safe to show: no scripts, handlers, style sheets, forms, frames or
 * base; links open in a new tab. Inline styles ride along in a data attribute and are applied
 * through the CSSOM by {@link applyMailStyles}, which CSP allows.
 */
export function sanitizeMail(html: string): { fragment: DocumentFragment; bodyStyle: string } {
  const inert = new DOMParser().parseFromString(carryStyles(html), 'text/html');
  const fragment = DOMPurify.sanitize(inert.body, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'base', 'meta'],
    FORBID_ATTR: ['style'],
  });
  for (const link of fragment.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return { fragment, bodyStyle: inert.body.getAttribute(STYLE) ?? '' };
}

/** `color:red; margin:0 !important` as [name, value, priority] triples. */
export function declarations(text: string): [string, string, string][] {
  return text.split(';').flatMap((part) => {
    const colon = part.indexOf(':');
    if (colon < 1) return [];
    const name = part.slice(0, colon).trim().toLowerCase();
    const raw = part.slice(colon + 1).trim();
    const important = /!\s*important$/i.test(raw);
    const value = raw.replace(/!\s*important$/i, '').trim();
    return /^-?[a-z-]+$/.test(name) && value ? [[name, value, important ? 'important' : '']] : [];
  });
}

/** Sets each declaration with `setProperty` (CSP blocks style attributes, not the CSSOM). */
export function applyStyleText(element: HTMLElement, text: string): void {
  for (const [name, value, priority] of declarations(text)) {
    element.style.setProperty(name, value, priority);
  }
}

/** Applies the carried inline styles under `root`. */
export function applyMailStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${STYLE}]`)) {
    applyStyleText(element, element.getAttribute(STYLE) ?? '');
    element.removeAttribute(STYLE);
  }
}
