/**
 * How long each kind of text may be (docs/security.md): every string the wire carries has a
 * bound, so no request can grow the store or a page without limit.
 */
export const TEXT_LIMITS = {
  /** Names: scenarios, sections, PDFs, organisations, personas, clients, teams, media. */
  name: 100,
  /** A facilitated player's alias. */
  alias: 32,
  /** Identifiers, usernames, event ids and other keys. */
  identifier: 100,
  /** E-mail addresses (RFC 5321's path limit). */
  email: 254,
  /** Subjects, titles, labels and other one-line texts. */
  subject: 200,
  /** Message bodies, notes, answers, rich text. */
  content: 50_000,
  /** Tokens, secrets and passwords. */
  token: 2_000,
  /** Addresses (URLs). */
  url: 2_000,
} as const;
