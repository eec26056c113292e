/**
 * What a person reads when what their page sent cannot be read at all (broken JSON, a body
 * that does not decompress, an unknown encoding) or is too large: the product's words, never
 * the parser's (docs/protocol-decisions.md, "Refusals in the product's words"). The server
 * answers them; the web shows them as they come.
 */
export const REQUEST_MESSAGES = {
  unreadable: 'The request could not be read. Please reload the page and try again.',
  tooLarge: 'That is too much to send at once. Please send less and try again.',
} as const;
