import { EMAIL_MAX } from '@dojo/protocol';
import { badRequest } from '../../errors';

/**
 * Header values never carry CR or LF (a line break would let a value add its own headers,
 * "header injection"). Subjects fold runs of white space into one space; addresses with a
 * break are refused outright.
 */
export function headerText(value: string, max = 300): string {
  return value
    .replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .slice(0, max);
}

/** A deliverable address: one mailbox, an '@', no white space or line break, bounded. */
export function isSendableAddress(address: string): boolean {
  return (
    address.length <= EMAIL_MAX &&
    /^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(address) &&
    !/[\r\n]/.test(address)
  );
}

/** Refuses (400) an address that could not be a single mailbox. */
export function sendableAddress(address: string, message: string): string {
  const trimmed = address.trim();
  if (!isSendableAddress(trimmed)) throw badRequest(message, 'invalid_address');
  return trimmed;
}

/**
 * An address at a domain reserved for examples (RFC 2606 and 6761: `.example`, `.invalid`,
 * `.localhost`, `example.com/.net/.org`): the demo data's. Never handed to an SMTP server.
 */
export function isExampleAddress(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return (
    /(^|\.)(example|invalid|localhost)$/.test(domain) ||
    /(^|\.)example\.(com|net|org)$/.test(domain)
  );
}
