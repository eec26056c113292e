import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated, OutboxEntry, OutboxMessage } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, campaignOrder, emails } from '../../testing/orders';
import { eventually } from './testing/smtpSink';

describe('the outbox (no SMTP server configured)', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ JOBS_POLL_MS: '100', DEMO_DATA: 'true' });
    admin = await adminToken(server);
  });
  afterAll(() => server.close());

  const today = () => new Date().toISOString().slice(0, 10);

  it('writes one readable .eml file per invitation, which the admin lists and opens', async () => {
    // A line break in the identifier (a header injection) is refused before any mail exists.
    const injected = campaignOrder(admin, { identifier: 'Outbox drill\r\nBcc: victim@evil.test' });
    expect((await server.post('/api/createOrder', injected)).status).toBe(400);
    const order = campaignOrder(admin, {
      identifier: 'Outbox drill',
      date: today(),
      players: emails(2, 'outbox.test'),
    });
    const answer = await server.post('/api/createOrder', order);
    expect(answer.body).toMatchObject({ type: 'success' });
    const created = answer.body as OrderCreated;
    const dir = path.join(server.dataDir, 'outbox');
    const mine = async () => {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      const parsed = await Promise.all(
        files
          .filter((name) => name.startsWith('invitation_'))
          .map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))),
      );
      return parsed.filter((mail) => JSON.stringify(mail.to).includes('outbox.test'));
    };
    await eventually(async () => expect(await mine()).toHaveLength(2));
    for (const mail of await mine()) {
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.text).toMatch(/\/exercise\/[\w-]{20}/);
    }

    const list = (await server.post('/api/getOutbox', { token: admin })).body as OutboxEntry[];
    const entry = list.find((item) => item.to === created.players[0]?.user);
    expect(entry?.subject).toBe('acmecorp invites you to the exercise "Ransomware at Dawn"');
    const message = (await server.post('/api/getOutboxMessage', { token: admin, id: entry?.id }))
      .body as OutboxMessage;
    expect(message.text).toContain(`/exercise/${created.players[0]?.token}`);
    expect(message.html).toContain('<html');
  });

  it('keeps the outbox for admins and refuses a path outside it', async () => {
    const customer = await server.post('/api/loginCustomer', {
      filename: 'acmecorp',
      password: 'acme-demo-2026',
    });
    const token = (customer.body as { token: string }).token;
    expect((await server.post('/api/getOutbox', { token })).status).toBe(403);
    const escape = await server.post('/api/getOutboxMessage', {
      token: admin,
      id: '../agendaJobs.db',
    });
    expect(escape.status).toBe(404);
  });
});
