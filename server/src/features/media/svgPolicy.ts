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
