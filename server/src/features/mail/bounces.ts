import { timingSafeEqual } from 'node:crypto';
import type { AddressObject, ParsedMail } from 'mailparser';
import { loadMailParser } from '../../core/lazyLibraries';
import { headerText } from './headers';
import { bounceIdIn } from './identity';
import type { MailMessageDoc, MessagesRepo } from './messages.repo';

/** What one delivery status notification says about one of our messages. */
export interface Bounce {
  bounceId: string;
  /** The enhanced status code (RFC 3463), e.g. `5.1.1`. */
  status: string;
  /** The remote server's words (Diagnostic-Code), else the status. */
  answer: string;
}

/** The field groups of a message/delivery-status part (RFC 3464): per message, per recipient. */
function fieldGroups(text: string): Map<string, string>[] {
  const unfolded = text.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');
  return unfolded
    .split(/\n\s*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0)
          fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

/** The boundary of the top multipart (multipart/report), or null. */
function boundaryOf(mail: ParsedMail): string | null {
  const type = mail.headers.get('content-type') as { params?: Record<string, string> } | undefined;
  return type?.params?.boundary ?? null;
}

/**
 * The text of the message/delivery-status part. Read from the raw message: mailparser folds
 * that part into the message's text, where it can no longer be told apart.
 */
function deliveryStatusPart(raw: string, boundary: string | null): string | null {
  if (!boundary) return null;
  for (const part of raw.split(`--${boundary}`)) {
    const body = /\r?\n\r?\n/.exec(part);
    if (!body) continue;
    const headers = part.slice(0, body.index).replace(/\r?\n[ \t]+/g, ' ');
    if (/^content-type:\s*message\/delivery-status\b/im.test(headers))
      return part.slice(body.index + body[0].length);
  }
  return null;
}

function addressesOf(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((mailbox) => mailbox.address ?? ''));
}

/** The addresses the notification was delivered to: where our VERP token is. */
function recipientsOf(mail: ParsedMail): string[] {
  const found = addressesOf(mail.to);
  for (const name of ['delivered-to', 'x-original-to', 'envelope-to']) {
    const value = mail.headers.get(name);
    const values = Array.isArray(value) ? value : value ? [value] : [];
    for (const each of values)
      if (typeof each === 'string') found.push(each.replace(/[<>]/g, '').trim());
  }
  return found;
}

/**
 * Reads a raw delivery status notification (multipart/report with a message/delivery-status
 * part). A bounce only when a recipient's Action is `failed`: `delayed` and `delivered`
 * notifications say nothing final. The message is named by the VERP token of the address
 * the notification was sent to (`bounces+<bounceId>@…`).
 */
export async function readBounce(raw: Buffer, bounceAddress: string): Promise<Bounce | null> {
  const { simpleParser } = await loadMailParser();
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
  const bounceId = recipientsOf(mail)
    .map((address) => bounceIdIn(address, bounceAddress))
    .find((id) => id !== null);
  if (!bounceId) return null;
  const report = deliveryStatusPart(raw.toString('utf8'), boundaryOf(mail));
  if (report === null) return null;
  const failed = fieldGroups(report).find(
    (fields) => fields.get('action')?.toLowerCase() === 'failed',
  );
  if (!failed) return null;
  const status = failed.get('status') ?? '';
  const diagnostic = (failed.get('diagnostic-code') ?? '').replace(/^smtp;\s*/i, '');
  return { bounceId, status, answer: headerText(diagnostic || `bounced: ${status}`, 500) };
}

/** The bounce route's secret, compared in constant time. */
export function secretMatches(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Marks the message a notification names as bounced; answers it when it changed. */
export async function applyBounce(
  messages: MessagesRepo,
  bounce: Bounce,
): Promise<MailMessageDoc | null> {
  return messages.markBounced(bounce.bounceId, bounce.answer);
}
