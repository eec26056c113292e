import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from './demo/accounts';
import { DEMO_EXERCISES } from './demo/exercises';
import { adminToken, ownerToken, portalOrder } from './testing/orders';
import { startTestServer, TEST_ADMIN, type TestServer } from './testing/testServer';

let server: TestServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

/**
 * A whole journey with every log line kept (issue 39.2): an order and its invitations, a player
 * playing by link, the facilitator's link, the admin's login and a password change. No token,
 * password or address the journey used may appear in any line (docs/security.md, "Logs").
 */
describe('the logs of a full journey', () => {
  it('hold none of its tokens, passwords or addresses', async () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      if (text.startsWith('{')) lines.push(text);
      else write(chunk);
      return true;
    });
    // The pages are served from a web build of one file: a fresh clone has none before its build.
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-journey-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Incident Dojo</title>',
    );
    server = await startTestServer({ LOG_LEVEL: 'debug', WEB_DIST: webDist });
    const secrets = new Set<string>([
      DEMO.owner.password,
      DEMO.owner.email,
      TEST_ADMIN.password,
      DEMO_EXERCISES.facilitated.facilitatorToken,
    ]);

    const owner = await ownerToken(server);
    secrets.add(owner);
    const today = new Date().toISOString().slice(0, 10);
    const addresses = [
      { email: 'journey.one@acme-journey.test', team: -1 },
      { email: 'journey.two@acme-journey.test', team: -1 },
    ];
    for (const { email } of addresses) secrets.add(email);
    const order = await server.post(
      '/api/createOrder',
      portalOrder(owner, { identifier: 'Journey drill', date: today, players: addresses }),
    );
    expect(order.status).toBe(200);

    // The invitations go out (outbox mode) before the logs are read.
    const mail = server.store.collection<{ _id: string; to: string; state: string }>(
      'mailMessages',
    );
    const sentTo = async () =>
      (await mail.find({ state: 'sent' })).filter((message) =>
        addresses.some(({ email }) => email === message.to),
      ).length;
    await expect.poll(sentTo, { timeout: 20_000 }).toBe(2);

    const players = await server.store
      .collection<{ _id: string; linkToken: string; email: string | null }>('players')
      .find({ email: { $in: addresses.map(({ email }) => email) } });
    expect(players).toHaveLength(2);
    const link = players[0]!.linkToken;
    secrets.add(link);
    expect((await server.get(`/exercise/${link}`)).status).toBeLessThan(500);
    expect(
      (await server.get(`/e/${link}?from=mail&to=journey.one%40acme-journey.test`)).status,
    ).toBeLessThan(500);
    const player = await server.post('/api/loginToken', { token: link });
    expect(player.status).toBe(200);
    secrets.add((player.body as { token: string }).token);

    const facilitator = DEMO_EXERCISES.facilitated.facilitatorToken;
    expect((await server.get(`/facilitator/${facilitator}`)).status).toBeLessThan(500);
    await server.post('/api/pauseFacilitated', { token: facilitator });

    const admin = await adminToken(server);
    secrets.add(admin);
    const newPassword = 'journey-new-password-2026';
    secrets.add(newPassword);
    const changed = await server.post('/api/changePassword', {
      token: owner,
      currentPassword: DEMO.owner.password,
      newPassword,
    });
    expect(changed.status).toBe(200);
    secrets.add((changed.body as { token: string }).token);
    // A wrong password is logged as a failure, never with the password tried.
    await server.post('/api/loginCustomer', {
      filename: DEMO.owner.username,
      password: 'journey-wrong-password',
    });
    secrets.add('journey-wrong-password');

    await server.close();
    server = undefined;
    const logged = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    const found = [...secrets].filter((secret) => logged.includes(secret));
    expect(found).toEqual([]);
  }, 60_000);
});
