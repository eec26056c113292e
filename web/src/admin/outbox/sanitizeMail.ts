import DOMPurify from 'dompurify';

/**
 * A message's HTML made safe to show: no scripts, handlers, forms or frames; links open in a
 * new tab. It is then shown in a sandboxed frame, so even its styles stay inside it.
 */
export function sanitizeMailHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    WHOLE_DOCUMENT: true,
    FORBID_TAGS: ['form', 'input', 'button', 'iframe', 'object', 'embed', 'base', 'meta'],
    ADD_ATTR: ['target'],
  });
  return clean.replace(/<a /g, '<a target="_blank" rel="noopener noreferrer" ');
}
