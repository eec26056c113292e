/**
 * What gives a message away as a validator's rather than the product's: zod's own words, a
 * field path ('configuration.branding_logo_url', 'player: ...'), a code name in camelCase or
 * snake_case (a field or an id such as 'ransomwareAtDawn'), a comparison sign. Each pattern
 * with what it catches; the first that matches is named.
 */
const SCHEMA_WORDING: readonly (readonly [RegExp, string])[] = [
  [/\b(expected|received)\b/i, "zod's expected/received"],
  [/\binvalid (input|option|type|element|key|union)\b/i, "zod's 'Invalid ...'"],
  [/\btoo (small|big)\b/i, "zod's 'Too small/big'"],
  [/\bunrecognized keys?\b/i, "zod's 'Unrecognized key'"],
  [/[<>]=/, 'a comparison sign'],
  [/\bNaN\b|\brequest body\b/, 'a code word'],
  [/^[\w.[\]]+: /, 'a field path before the message'],
  [/\b[a-z][a-z0-9]*\.[a-z_][\w]*\b/i, 'a dotted field path'],
  [/\b[a-z]+[A-Z][A-Za-z0-9]*\b/, 'a camelCase name'],
  [/\b[a-z]+_[a-z0-9_]+\b/i, 'a snake_case name'],
  [/^[a-z]\w* is required$/, 'a bare field name'],
];

/** Names of standards a person reads as written (not code names): "the LRS's xAPI endpoint". */
const STANDARD_NAMES = /\b(xAPI|iCalendar)\b/g;

/** Why a message reads like a schema's ('a camelCase name'), or undefined when it reads as words. */
export function schemaWording(message: string): string | undefined {
  const words = message.replace(STANDARD_NAMES, 'standard');
  return SCHEMA_WORDING.find(([pattern]) => pattern.test(words))?.[1];
}
