const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file as UTF-8 text, or null when it is not text. */
function asText(bytes: Buffer): string | null {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/** What may come before the root element: an XML declaration, comments, a DOCTYPE. */
const PROLOGUE = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*>)*/i;

/** True when the bytes begin (after an optional prologue) with an `<svg` element. */
export function svgRootFound(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^<svg(?:[\s>/]|$)/i.test(head.replace(PROLOGUE, ''));
}

/** Only in-document references (#id) and embedded raster images may be referenced. */
const SAFE_REFERENCE = /^\s*(?:#|data:image\/(?:png|jpeg|gif|webp);base64,)/i;

const RULES: { what: string; found: (svg: string) => boolean }[] = [
  { what: 'scripts', found: (svg) => /<script[\s>/]/i.test(svg) || /javascript:/i.test(svg) },
  { what: 'event handlers (on... attributes)', found: (svg) => /[\s"'/]on[a-z]+\s*=/i.test(svg) },
  {
    what: 'foreign objects or embedded pages',
    found: (svg) => /<(?:foreignObject|iframe|embed|object|handler)[\s>/]/i.test(svg),
  },
  { what: 'entity declarations', found: (svg) => /<!ENTITY/i.test(svg) },
  {
    what: 'external references',
    found: (svg) =>
      [...svg.matchAll(/(?:xlink:)?href\s*=\s*(["'])([^"']*)\1/gi)].some(
        ([, , value]) => !SAFE_REFERENCE.test(value ?? ''),
      ) ||
      [...svg.matchAll(/url\(\s*(["']?)([^)"']*)\1\s*\)/gi)].some(
        ([, , value]) => !SAFE_REFERENCE.test(value ?? ''),
      ) ||
      /@import/i.test(svg) ||
      /attributeName\s*=\s*["']\s*(?:xlink:)?href/i.test(svg),
  },
];

/**
 * Why an SVG is refused, or null when it is allowed. SVG is a document format: we refuse
 * (rather than rewrite) any SVG that could run code or load anything from elsewhere.
 */
export function svgRefusal(bytes: Buffer): string | null {
  const svg = asText(bytes);
  if (svg === null) return 'This SVG is not valid UTF-8 text.';
  const broken = RULES.find((rule) => rule.found(svg));
  return broken ? `SVG images may not contain ${broken.what}.` : null;
}
