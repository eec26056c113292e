import {
  TEXT_LIMITS,
  hasPathCharacters,
  noUnsafeCharacters,
  pathCharactersMessage,
  unsafeCharactersMessage,
} from '../core/bounds';
import { requiredText } from '../core/status';

/**
 * The name a scenario, a section or a PDF is saved under: required, at most 100 characters,
 * no '-', no control or direction characters or broken Unicode, no '/', '\\' or '..'; kept in
 * NFC, so one name has one spelling (docs/security.md). Each editor says it in its own words.
 */
export function savedFileName(messages: { required: string; noDash: string }) {
  return requiredText(messages.required, TEXT_LIMITS.name)
    .refine((name) => !name.includes('-'), messages.noDash)
    .refine(noUnsafeCharacters, unsafeCharactersMessage('The file name'))
    .refine((name) => !hasPathCharacters(name), pathCharactersMessage('The file name'))
    .transform((name) => name.normalize('NFC'));
}
