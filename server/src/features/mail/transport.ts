import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../../config';

/** One message as the transport sends it; every header value is already header-safe. */
export interface OutgoingMail {
  /** The idempotency key: also the outbox file name. */
  id: string;
  /** `<…@public host>`: the same for every copy of one invitation, never an address. */
  messageId: string;
  from: string;
  /** The envelope sender (MAIL FROM), where bounces go; unset: `from`. */
  envelopeFrom?: string;
  /** The client's contact address, for a reply; unset: none. */
  replyTo?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** An iCalendar REQUEST or CANCEL, sent as the message's text/calendar part (nodemailer's icalEvent). */
  calendar?: string;
}

export interface SendReceipt {
  /** The mail server's answer ('250 OK: queued as …'), or the outbox file. */
  response: string;
}

/**
 * Awaited before the message's end is released, so the mail server cannot accept a message
 * before the mailer has stored that it may (docs/mail-and-jobs.md, "Exactly once").
 */
export type BeforeCommit = () => Promise<void>;

/** Where mail goes: an SMTP server, or the outbox folder in the data dir. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail, beforeCommit: BeforeCommit): Promise<SendReceipt>;
  /**
   * Whether a message whose end was released before a crash arrived: the outbox can tell (its
   * file is there or not); over SMTP only the mail server knows (null).
   */
  delivered(id: string): Promise<boolean | null>;
  close(): void;
}

/** Where a message carries its BeforeCommit to the transporter's stream plugin. */
const BEFORE_COMMIT = 'dojoBeforeCommit';

/**
 * The message as nodemailer's SMTP connection reads it, with its end held back: the
 * connection pipes this stream into its data stream only once the mail server took the
 * envelope (DATA answered 354), reads the body, and writes the terminating "CRLF . CRLF"
 * only when the stream ends, that is once `beforeCommit` resolved. It rejecting ends the
 * stream with an error: the connection is dropped and nothing is committed.
 */
function holdEnd(input: Readable, beforeCommit: BeforeCommit): Readable {
  async function* body(): AsyncGenerator<Buffer> {
    for await (const chunk of input) yield chunk as Buffer;
    await beforeCommit();
  }
  return Readable.from(body(), { objectMode: false });
}

/** At most this many SMTP connections at once. */
const SMTP_CONNECTIONS = 5;

/** The outbox folder: one .eml file per message. */
export function outboxDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.resolve(config.DATA_DIR, 'outbox');
}

type SmtpSettings = Pick<
  Config,
  'SMTP_URL' | 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'SMTP_SECURE'
>;

/** SMTP_URL wins; else SMTP_HOST with its port, user and password; else nothing. */
function smtpOptions(config: SmtpSettings) {
  if (config.SMTP_URL) return config.SMTP_URL;
  if (!config.SMTP_HOST) return null;
  return {
    host: config.SMTP_HOST,
    port: config.SMTP_PORT ?? (config.SMTP_SECURE ? 465 : 587),
    secure: config.SMTP_SECURE ?? false,
    auth: config.SMTP_USER
      ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' }
      : undefined,
  };
}

/** The file name of a message in the outbox: its key, made safe for any file system. */
export function outboxFileName(id: string): string {
  return `${id.replace(/[^A-Za-z0-9._-]/g, '_')}.eml`;
}

/** The iCalendar object's METHOD (REQUEST, CANCEL): the text/calendar part's `method`. */
function calendarMethod(calendar: string): string {
  return /^METHOD:([A-Z-]+)\r?$/m.exec(calendar)?.[1] ?? 'REQUEST';
}

function envelope(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.calendar
      ? { icalEvent: { method: calendarMethod(mail.calendar), content: mail.calendar } }
      : {}),
    // One id per invitation: a mail client that gets it twice shows it once.
    messageId: mail.messageId,
    replyTo: mail.replyTo,
    envelope: mail.envelopeFrom ? { from: mail.envelopeFrom, to: mail.to } : undefined,
    // Sent by a program: auto-responders (out of office) do not answer it (RFC 3834).
    headers: { 'Auto-Submitted': 'auto-generated' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export function createMailTransport(
  config: SmtpSettings & Pick<Config, 'DATA_DIR'>,
): MailTransport {
  const smtp = smtpOptions(config);
  if (smtp) {
    // A few reused connections: polite to the mail server, and no handshake per message.
    const transporter = nodemailer.createTransport(
      typeof smtp === 'string'
        ? { url: smtp, pool: true, maxConnections: SMTP_CONNECTIONS }
        : { ...smtp, pool: true, maxConnections: SMTP_CONNECTIONS },
    );
    // A process function wraps the stream the connection sends, read only after DATA's 354
    // (a `raw` stream would be read into nodemailer's buffers before the envelope).
    transporter.use('stream', (message, done) => {
      const beforeCommit = (message.data as Record<string, unknown>)[BEFORE_COMMIT];
      if (typeof beforeCommit === 'function')
        message.message.processFunc((input) => holdEnd(input, beforeCommit as BeforeCommit));
      done();
    });
    return {
      kind: 'smtp',
      async send(mail, beforeCommit) {
        const info = await transporter.sendMail({
          ...envelope(mail),
          [BEFORE_COMMIT]: beforeCommit,
        } as SendMailOptions);
        return { response: String(info.response) };
      },
      delivered: () => Promise.resolve(null),
      close: () => transporter.close(),
    };
  }
  const dir = outboxDir(config);
  const streamer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(mail, beforeCommit) {
      const info = await streamer.sendMail(envelope(mail));
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, outboxFileName(mail.id));
      // Written aside, then renamed: the outbox never shows half a message. The rename is
      // the commit, so the mark comes first. A message holds a player's link: readable by
      // the server's user only, also when a crash left an older `.part` behind (a mode
      // given to writeFile applies only to a file it creates).
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await fs.chmod(`${file}.part`, 0o600);
      await beforeCommit();
      await fs.rename(`${file}.part`, file);
      return { response: `written to the outbox as ${path.basename(file)}` };
    },
    async delivered(id) {
      return fs.access(path.join(dir, outboxFileName(id))).then(
        () => true,
        () => false,
      );
    },
    close: () => streamer.close(),
  };
}
