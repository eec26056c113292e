import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/** One DOM for every sanitiser on the server: jsdom's window is the costly part. */
const window = new JSDOM('').window;

/**
 * A DOMPurify instance over the server's shared jsdom window (docs/security.md). Each
 * sanitiser takes its own instance, because hooks belong to an instance and must not leak
 * from one sanitiser (SVG, rich text) into another.
 */
export function newPurifier(): DOMPurify {
  return createDOMPurify(window);
}

/** The shared window itself, for what DOMPurify does not do (serialising a DOM as XML). */
export function purifierWindow() {
  return window;
}
