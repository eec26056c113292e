import { lazyPurifier, purifierWindow } from './purifier';

export type SvgResult =
  { ok: true; svg: string; removed: boolean } | { ok: false; problem: string };

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Only in-document references (#id) and embedded raster images may be referenced. */
const SAFE_REFERENCE = /^\s*(?:#|data:image\/(?:png|jpeg|gif|webp);base64,)/i;
/** Any `url(...)` in a style or attribute must point inside the document. */
const URL_VALUE = /url\(\s*(["']?)([^)"']*)\1\s*\)/gi;
const LINK_ATTRIBUTES = ['href', 'xlink:href'];

const purifier = lazyPurifier((purify) => {
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node;
    for (const name of LINK_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && !SAFE_REFERENCE.test(value)) element.removeAttribute(name);
    }
    for (const attribute of [...element.attributes]) {
      const urls = [...attribute.value.matchAll(URL_VALUE)];
      if (urls.some(([, , target]) => !SAFE_REFERENCE.test(target ?? ''))) {
        element.removeAttribute(attribute.name);
      }
    }
  });

  purify.addHook('uponSanitizeElement', (node, data) => {
    // A style sheet may only style: no @import, no url() leaving the document.
    if (data.tagName !== 'style') return;
    const css = node.textContent ?? '';
    const urls = [...css.matchAll(URL_VALUE)];
    if (/@import/i.test(css) || urls.some(([, , target]) => !SAFE_REFERENCE.test(target ?? ''))) {
      node.parentNode?.removeChild(node);
    }
  });
});

/**
 * An uploaded SVG made safe to serve (docs/security.md): parsed as XML by a real parser and
 * rebuilt from DOMPurify's SVG allow-list, so scripts in any namespace, event handlers,
 * animations that write attributes, foreign objects, processing instructions (an
 * xml-stylesheet prologue) and links leaving the document are gone. Entity declarations are
 * refused outright rather than expanded.
 */
export function sanitizeSvg(bytes: Buffer): SvgResult {
  let text: string;
  try {
    text = utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return { ok: false, problem: 'This SVG is not valid UTF-8 text.' };
  }
  if (/<!ENTITY/i.test(text)) return { ok: false, problem: 'SVG images may not declare entities.' };
  const purify = purifier();
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['set', 'animate', 'animateTransform', 'animateMotion', 'foreignObject'],
    // <use> only ever points inside the document: the hook above drops any other link.
    ADD_TAGS: ['use'],
    KEEP_CONTENT: false,
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') {
    return { ok: false, problem: 'This file is not a valid SVG image.' };
  }
  // Served as image/svg+xml, the file is read by an XML parser: write it out as XML.
  const svg = new (purifierWindow().XMLSerializer)().serializeToString(root);
  // Comments and a prologue go quietly; an element or attribute taken out is worth saying.
  const removed = purify.removed.some(
    (entry) => !('element' in entry) || entry.element.nodeType === 1,
  );
  return { ok: true, svg, removed };
}
