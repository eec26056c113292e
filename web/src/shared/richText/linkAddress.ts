/**
 * What the link button accepts: web addresses and e-mail addresses. Anything with another
 * scheme (javascript:, data:, file: …) is refused, so a link can never run code.
 */

const ALLOWED_SCHEME = /^(https?:\/\/|mailto:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const HOST_LIKE = /^[^\s/?#@:]+\.[^\s/?#@:]+(?:[/?#]\S*)?$/;

/** The message shown when an address cannot be a link. */
export const LINK_ADDRESS_INVALID = 'Enter a web address (https://…) or an e-mail address.';

/** Longest link address kept (browsers handle far longer, NDAs need far shorter). */
export const LINK_ADDRESS_MAX = 2048;

/** True when the address may stay on a link as it is. */
export function isSafeLinkAddress(address: string): boolean {
  const trimmed = address.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= LINK_ADDRESS_MAX &&
    !/\s/.test(trimmed) &&
    ALLOWED_SCHEME.test(trimmed)
  );
}

/**
 * The address a typed entry stands for: `acme.example/nda` becomes `https://acme.example/nda`,
 * `legal@acme.example` becomes `mailto:legal@acme.example`; null when it cannot be a link.
 */
export function toLinkAddress(entry: string): string | null {
  const trimmed = entry.trim();
  if (isSafeLinkAddress(trimmed)) return trimmed;
  if (ANY_SCHEME.test(trimmed) && !EMAIL.test(trimmed)) return null;
  if (EMAIL.test(trimmed)) return `mailto:${trimmed}`;
  if (HOST_LIKE.test(trimmed))
    return isSafeLinkAddress(`https://${trimmed}`) ? `https://${trimmed}` : null;
  return null;
}
