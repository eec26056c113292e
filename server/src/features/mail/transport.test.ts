import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startSmtpSink, type SmtpSink } from './testing/smtpSink';
import { createMailTransport, outboxDir, outboxFileName, type MailTransport } from './transport';

const mail = (id: string, to: string) => ({
  id,
  messageId: `<${id}@dojo.test>`,
  from: 'Dojo <no-reply@dojo.test>',
  to,
  subject: 'Held',
  html: `<p>${'body '.repeat(4_000)}</p>`,
  text: 'body '.repeat(4_000),
});

/** A gate the test opens: the transport awaits it before releasing the message's end. */
function gate() {
  let open: () => void = () => undefined;
  let shut: (error: Error) => void = () => undefined;
  let reached = false;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    shut = reject;
  });
  return {
    beforeCommit: () => {
      reached = true;
      return promise;
    },
    reached: () => reached,
    open: () => open(),
    shut: (error: Error) => shut(error),
  };
}

describe('the SMTP transport holds back the end of a message until its commit mark is stored', () => {
  let sink: SmtpSink;
  let transport: MailTransport;
  beforeAll(async () => {
    sink = await startSmtpSink();
    transport = createMailTransport({ SMTP_URL: sink.url, DATA_DIR: os.tmpdir() });
  });
  afterAll(async () => {
    transport.close();
    await sink.close();
  });

  it('sends the body after DATA, and the end only once the mark resolved', async () => {
    const held = gate();
    const sent = transport.send(mail('held-1', 'one@held.test'), held.beforeCommit);
    await eventually(() => expect(held.reached()).toBe(true));
    expect(sink.begun()).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.to('one@held.test')).toHaveLength(0);
    held.open();
    expect((await sent).response).toMatch(/^250 /);
    expect(sink.to('one@held.test')).toHaveLength(1);
    expect(sink.to('one@held.test')[0]?.text).toContain('body body');
  });

  it('commits nothing when the mark cannot be stored', async () => {
    const held = gate();
    const sent = transport.send(mail('held-2', 'two@held.test'), held.beforeCommit);
    await eventually(() => expect(held.reached()).toBe(true));
    held.shut(new Error('store unavailable'));
    await expect(sent).rejects.toThrow('store unavailable');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.to('two@held.test')).toHaveLength(0);
    // The pool goes on: the next message is sent.
    const next = gate();
    next.open();
    await transport.send(mail('held-3', 'three@held.test'), next.beforeCommit);
    expect(sink.to('three@held.test')).toHaveLength(1);
  });
});

describe('the outbox transport', () => {
  it('renames the file into the outbox only after the mark, and knows what it delivered', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-outbox-'));
    const outbox = createMailTransport({ DATA_DIR: dataDir });
    const held = gate();
    const sent = outbox.send(mail('box-1', 'one@box.test'), held.beforeCommit);
    await eventually(() => expect(held.reached()).toBe(true));
    const file = path.join(outboxDir({ DATA_DIR: dataDir }), outboxFileName('box-1'));
    expect(fs.existsSync(file)).toBe(false);
    expect(await outbox.delivered('box-1')).toBe(false);
    held.open();
    await sent;
    expect(fs.existsSync(file)).toBe(true);
    expect(await outbox.delivered('box-1')).toBe(true);
    outbox.close();
  });
});
