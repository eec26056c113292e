import { z } from 'zod';

// The limits themselves are zod-free, so a first screen can read them without loading zod.
import { TEXT_LIMITS } from './textLimits';
export { TEXT_LIMITS };

/** The refusal of a text over its bound. */
export function tooLong(max: number): string {
  return `Use at most ${max} characters.`;
}

/**
 * Characters a name must not hold: control characters (C0, C1), direction overrides and
 * isolates (which can make "exe.txt" read as "txt.exe"), and invisible zero-width ones.
 */
const UNSAFE = /[\p{Cc}\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;

/** Half of a surrogate pair without its other half: text that is not well-formed Unicode. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Control, direction or zero-width characters, or broken Unicode (a lone surrogate). */
export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE.test(text) || LONE_SURROGATE.test(text);
}

/**
 * A name stored and compared as a file or path component never holds '/', '\\' or '..'
 * (docs/security.md): `../../etc/passwd` is refused, not cleaned.
 */
export function hasPathCharacters(text: string): boolean {
  return /[/\\]/.test(text) || text.includes('..');
}

export function pathCharactersMessage(what: string): string {
  return `${what} may not contain '/', '\\' or '..'.`;
}

/**
 * A name, alias or identifier: bounded, and free of control and direction characters.
 * `what` names the field in the messages ("The alias").
 */
export function safeName(what: string, max: number = TEXT_LIMITS.name) {
  return z
    .string()
    .max(max, `${what} can be at most ${max} characters long.`)
    .refine(
      (text) => !hasUnsafeCharacters(text),
      `${what} may not contain control or direction characters.`,
    )
    .transform((text) => text.normalize('NFC'));
}

/**
 * Bounded strings by kind, for schemas to start from (`NameText.trim().min(1, ...)`). A text
 * over its bound is refused with the field's name (core/messages.ts).
 */
export const NameText = z.string().max(TEXT_LIMITS.name);
export const IdText = z.string().max(TEXT_LIMITS.identifier);
export const EmailText = z.string().max(TEXT_LIMITS.email);
export const SubjectText = z.string().max(TEXT_LIMITS.subject);
export const ContentText = z.string().max(TEXT_LIMITS.content);
export const TokenText = z.string().max(TEXT_LIMITS.token);
export const UrlText = z.string().max(TEXT_LIMITS.url);

/** For `.refine(noUnsafeCharacters, unsafeCharactersMessage('The name'))` on any name. */
export const noUnsafeCharacters = (text: string): boolean => !hasUnsafeCharacters(text);

export function unsafeCharactersMessage(what: string): string {
  return `${what} may not contain control or direction characters.`;
}
