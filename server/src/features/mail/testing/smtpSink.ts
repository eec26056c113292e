import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted, parsed. */
export interface Received {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: ParsedMail['headers'];
  /** The envelope sender (MAIL FROM): where bounces go. */
  mailFrom: string;
  /** The message's calendar object (its text/calendar part), when it carries one. */
  calendar?: string;
}

function calendarOf(mail: ParsedMail): { calendar?: string } {
  const part = mail.attachments.find((file) => file.contentType.startsWith('text/calendar'));
  return part ? { calendar: part.content.toString('utf8') } : {};
}

/**
 * A real SMTP server on loopback for tests: it accepts (or, when told, refuses with a 5xx)
 * and keeps every accepted message, parsed with mailparser.
 */
export async function startSmtpSink(options: { delayMs?: number } = {}) {
  const received: Received[] = [];
  let refuse: { text: string; code: number } | null = null;
  let begun = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      begun += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) {
          callback(Object.assign(new Error(refuse.text), { responseCode: refuse.code }));
          return;
        }
        // Like a real mail server: the message's end commits it, whether or not the sender
        // is still there to read the answer (which comes after `delayMs`).
        simpleParser(Buffer.concat(chunks))
          .then(async (mail) => {
            received.push({
              to: Array.isArray(mail.to)
                ? mail.to.map((a) => a.text).join(', ')
                : (mail.to?.text ?? ''),
              subject: mail.subject ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              text: mail.text ?? '',
              messageId: mail.messageId ?? '',
              headers: mail.headers,
              mailFrom,
              ...calendarOf(mail),
            });
            await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  // A sender killed mid-message resets its connection: that is the test, not a failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many messages' DATA began (ended or not). */
    begun: () => begun,
    /** Refuse every message with this text and code (550: permanent), or accept again with null. */
    refuseWith(text: string | null, code = 550) {
      refuse = text === null ? null : { text, code };
    },
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Polls `check` until it passes (or fails after `ms`). */
export async function eventually(check: () => void | Promise<void>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
