import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';

type Window = InstanceType<typeof Jsdom.JSDOM>['window'];

let shared: Window | null = null;

/**
 * One DOM for every sanitiser on the server, made at the first sanitising, not at start:
 * jsdom costs about 100 MB of RSS and a second of start-up, and a process that only serves
 * players never sanitises (docs/scaling.md, docs/performance.md).
 */
export function purifierWindow(): Window {
  if (!shared) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
    shared = new JSDOM('').window;
  }
  return shared;
}

/**
 * A DOMPurify instance over the server's shared jsdom window (docs/security.md), made on first
 * use with `setup` (its hooks). Each sanitiser takes its own instance, because hooks belong to
 * an instance and must not leak from one sanitiser (SVG, rich text) into another.
 */
export function lazyPurifier(setup: (purify: DOMPurify) => void): () => DOMPurify {
  let purify: DOMPurify | null = null;
  return () => {
    if (!purify) {
      purify = createDOMPurify(purifierWindow());
      setup(purify);
    }
    return purify;
  };
}

/**
 * Makes the shared DOM soon, off the request that asks: a screen that will sanitise (the
 * Client Gateway list, before its NDA editor saves) warms it, so the first save does not pay
 * jsdom's start-up (seconds on a busy machine). A process that only serves players still
 * never loads it.
 */
export function warmPurifier(): void {
  if (shared) return;
  setImmediate(() => {
    try {
      purifierWindow();
    } catch {
      // The save that needs it reports the failure; warming is only a head start.
    }
  });
}
