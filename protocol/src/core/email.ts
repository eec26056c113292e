/**
 * One mailbox address, as a mail server takes it (docs/security.md, "Input bounds and
 * names"): a local part of at most 64 characters and a domain of dot-separated labels, with
 * no space, line break, control character or the characters that would make it a list, a
 * display name or a comment (`<>()[],;:"\`). A line break is how one address becomes a
 * second header; anything else is an address that is charged for and never delivered.
 */
const LOCAL = /^[^\s<>()[\],;:"\\@\p{Cc}\p{Cf}]{1,64}$/u;
const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;

export function isMailboxAddress(text: string): boolean {
  const at = text.lastIndexOf('@');
  if (at <= 0 || text.length > 254) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label));
}
