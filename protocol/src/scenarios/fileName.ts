import { TEXT_LIMITS, noUnsafeCharacters, unsafeCharactersMessage } from '../core/bounds';
import { requiredText } from '../core/status';

/**
 * The name a scenario, a section or a PDF is saved under: required, at most 100 characters,
 * no '-' and no control or direction characters (docs/security.md). Each editor says it in
 * its own words.
 */
export function savedFileName(messages: { required: string; noDash: string }) {
  return requiredText(messages.required, TEXT_LIMITS.name)
    .refine((name) => !name.includes('-'), messages.noDash)
    .refine(noUnsafeCharacters, unsafeCharactersMessage('The file name'));
}
