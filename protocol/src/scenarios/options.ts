import { z } from 'zod';
import { ResponseOption } from './event.entities';

export { inferResponseType } from './responseType';

/** The option list stored in an event's `options` text, or [] when it holds none. */
export function parseResponseOptions(options: string | undefined): ResponseOption[] {
  if (!options) return [];
  try {
    const parsed = z.array(ResponseOption).safeParse(JSON.parse(options));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The `options` text to store for a list (docs/editor-rules.md, save normalisation): entries
 * with empty text are dropped and an empty list becomes ''.
 */
export function serializeResponseOptions(options: readonly ResponseOption[]): string {
  const kept = options.filter((option) => optionText(option).trim() !== '');
  return kept.length === 0 ? '' : JSON.stringify(kept);
}

/** The text of an option, whichever response type keys it. */
export function optionText(option: ResponseOption): string {
  if ('option' in option) return option.option;
  if ('reorder' in option) return option.reorder;
  if ('checkbox' in option) return option.checkbox;
  return option.random;
}
