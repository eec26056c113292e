import { createHash } from 'node:crypto';
import { customAlphabet } from 'nanoid';
import type { MailKind } from '@dojo/protocol';

/** Lowercase letters and digits only: mail servers may fold the case of a local part. */
export const newBounceId = customAlphabet('abcdefghijklmnopqrstuvwxyz0123456789', 20);

/** The host of the public address, where Message-IDs live (`localhost` when unparsable). */
export function publicHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * A message's Message-ID. Every copy of one player's invitation (the first and each resend)
 * carries `<invitation.<player id>@host>`, so a client or server that already has it can drop
 * the copy; any other message a digest of its key. Never an address: keys of reminders name
 * one, so they are hashed.
 */
export function messageIdOf(
  message: { _id: string; kind: MailKind; playerId: string | null },
  host: string,
): string {
  if (message.kind === 'invitation' && message.playerId)
    return `<invitation.${message.playerId.replace(/[^A-Za-z0-9_-]/g, '')}@${host}>`;
  const digest = createHash('sha256').update(message._id).digest('hex').slice(0, 32);
  return `<${message.kind}.${digest}@${host}>`;
}

/**
 * The envelope sender of a message (VERP): `bounces@dojo.example` becomes
 * `bounces+<bounceId>@dojo.example`, so a delivery status notification names the message.
 */
export function envelopeSender(bounceAddress: string, bounceId: string | undefined): string {
  if (!bounceId) return bounceAddress;
  const at = bounceAddress.lastIndexOf('@');
  return `${bounceAddress.slice(0, at)}+${bounceId}${bounceAddress.slice(at)}`;
}

/** The bounce id in an address sent to `bounces+<id>@domain`, or null. */
export function bounceIdIn(address: string, bounceAddress: string): string | null {
  const at = bounceAddress.lastIndexOf('@');
  const local = bounceAddress.slice(0, at).toLowerCase();
  const domain = bounceAddress.slice(at + 1).toLowerCase();
  const match = /^([^@+\s]+)\+([a-z0-9]{1,64})@([^@\s]+)$/i.exec(address.trim());
  if (!match || match[1]?.toLowerCase() !== local || match[3]?.toLowerCase() !== domain)
    return null;
  return match[2]?.toLowerCase() ?? null;
}
