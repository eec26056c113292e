import type { ResponseType } from './event.entities';

/* A plain function (no schema), so a page's first load can use it without loading zod. */

const OPTION_KEYS = ['reorder', 'option', 'checkbox', 'random'] as const;

/**
 * The response type an event's stored `options` text implies (docs/editor-rules.md, "On load"):
 * text naming reorder, option, checkbox or random gives that type (checked in that order),
 * exactly 'text' gives text, any other non-empty text gives form, otherwise none.
 */
export function inferResponseType(options: string | undefined): ResponseType {
  if (!options) return 'none';
  const key = OPTION_KEYS.find((name) => options.includes(name));
  if (key) return key;
  return options === 'text' ? 'text' : 'form';
}
