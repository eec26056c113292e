import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailTransport, outboxDir, outboxFileName } from './transport';

const mail = (id: string) => ({
  id,
  messageId: `<${id}@dojo.test>`,
  from: 'Incident Dojo <no-reply@dojo.test>',
  to: `${id}@acme.test`,
  subject: 'Your exercise link',
  html: '<p>https://dojo.test/e/secret-link</p>',
  text: 'https://dojo.test/e/secret-link',
});

describe('the outbox files', () => {
  it('are 0600 always, even over a 0644 leftover of a crash', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-outbox-mode-'));
    const dir = outboxDir({ DATA_DIR: dataDir });
    fs.mkdirSync(dir, { recursive: true });
    const leftover = path.join(dir, `${outboxFileName('m-0')}.part`);
    fs.writeFileSync(leftover, 'half a message', { mode: 0o644 });
    fs.chmodSync(leftover, 0o644);
    const outbox = createMailTransport({ DATA_DIR: dataDir });
    for (let i = 0; i < 10; i += 1) await outbox.send(mail(`m-${i}`), async () => undefined);
    outbox.close();
    const modes = fs
      .readdirSync(dir)
      .map((name) => [name, (fs.statSync(path.join(dir, name)).mode & 0o777).toString(8)]);
    expect(modes).toHaveLength(10);
    for (const [name, mode] of modes) expect([name, mode]).toEqual([name, '600']);
  });
});
