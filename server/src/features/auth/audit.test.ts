import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { OTHER_TENANT, roleCredentials } from '../../testing/roleCredentials';
import { sessionIdOf } from '../../testing/sessions';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../testing/testServer';
import { ManualClock } from '../../testing/manualClock';
import { auditService } from './audit.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await roleCredentials(server);
});
afterAll(async () => {
  await server.close();
});

async function tokenOf(path: string, body: Record<string, string>): Promise<string> {
  const answer = await server.post(path, body);
  expect(answer.status).toBe(200);
  return (answer.body as { token: string }).token;
}
const admin = () => tokenOf('/api/loginEditor', TEST_ADMIN);
const owner = () =>
  tokenOf('/api/loginCustomer', { filename: DEMO.owner.username, password: DEMO.owner.password });
const trainer = () =>
  tokenOf('/api/loginCustomer', {
    filename: DEMO.trainer.username,
    password: DEMO.trainer.password,
  });

async function auditLog(token: string, filter: Record<string, string> = {}) {
  const answer = await server.post('/api/getAuditLog', { token, ...filter });
  expect(answer.status).toBe(200);
  return (answer.body as { entries: AuditEntry[] }).entries;
}

describe('the audit log', () => {
  it('records sign-ins, failures, an admin’s factor reset and ended sessions', async () => {
    const adminToken = await admin();
    await server.post('/api/loginCustomer', { filename: DEMO.trainer.username, password: 'nope' });
    await server.post('/api/loginCustomer', { filename: 'nobody-at-all', password: 'nope' });
    const first = await trainer();
    const second = await trainer();
    await server.post('/api/endSession', { token: second, session: sessionIdOf(first) });
    const reset = await server.post('/api/resetSecondFactor', {
      token: adminToken,
      username: DEMO.trainer.username,
    });
    expect(reset.status).toBe(200);

    const entries = await auditLog(await admin(), { person: DEMO.trainer.username });
    const kinds = entries.map((entry) => entry.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['sign_in', 'sign_in_failed', 'session_ended', 'factor_reset']),
    );
    const resetEntry = entries.find((entry) => entry.kind === 'factor_reset');
    expect(resetEntry).toMatchObject({ by: 'admin', client: DEMO.client.name });
    const unknown = (await auditLog(await admin(), { kind: 'sign_in_failed' })).find(
      (entry) => entry.person === '',
    );
    expect(unknown?.detail).toBe('Unknown account');
    expect(JSON.stringify(unknown)).not.toContain('nobody-at-all');
  });

  it('filters by kind and date range', async () => {
    const token = await admin();
    const signIns = await auditLog(token, { kind: 'sign_in' });
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns.every((entry) => entry.kind === 'sign_in')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditLog(token, { from: today, to: today })).length).toBeGreaterThan(0);
    expect(await auditLog(token, { to: '2020-01-01' })).toEqual([]);
  });

  it('shows a client owner their own client’s accounts only; a trainer is refused', async () => {
    await tokenOf('/api/loginCustomer', {
      filename: OTHER_TENANT.owner.username,
      password: OTHER_TENANT.owner.password,
    });
    const entries = await auditLog(await owner(), { client: OTHER_TENANT.client });
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.client === DEMO.client.name)).toBe(true);
    expect(entries.some((entry) => entry.person === 'admin')).toBe(false);
    const refused = await server.post('/api/getAuditLog', { token: await trainer() });
    expect(refused.status).toBe(403);
  });

  it('records through recordAudit what another feature tells it (single sign-on settings)', async () => {
    await server.shared.audit.record({
      kind: 'sso_settings_changed',
      person: DEMO.owner.username,
      detail: 'Issuer changed',
    });
    const entries = await auditLog(await owner(), { kind: 'sso_settings_changed' });
    expect(entries[0]).toMatchObject({ person: DEMO.owner.username, detail: 'Issuer changed' });
  });

  it('is erased with the person: Forget person removes their entries', async () => {
    await trainer();
    const forgot = await server.post('/api/forgetPerson', {
      token: await admin(),
      email: DEMO.trainer.email,
    });
    expect(forgot.status).toBe(200);
    expect(await auditLog(await admin(), { person: DEMO.trainer.username })).toEqual([]);
  });
});

describe('the audit log’s bound', () => {
  it('keeps the newest entries and prunes the oldest past its size', async () => {
    const clock = new ManualClock(Date.now() + 3_600_000);
    const audit = auditService({
      audit: server.repos.audit,
      accounts: server.repos.accounts,
      clock,
      kept: 5,
    });
    const before = await server.repos.audit.count();
    for (let n = 0; n < 12; n += 1) {
      clock.advance(1000);
      await audit.record({ kind: 'sign_in', detail: `bound ${n}` });
    }
    const count = await server.repos.audit.count();
    expect(count).toBeLessThanOrEqual(10);
    expect(count).toBeLessThan(before + 12);
    const kept = await server.repos.audit.list({ kind: 'sign_in' }, 100);
    const details = kept.map((entry) => entry.detail);
    expect(details).toContain('bound 11');
    expect(details).not.toContain('bound 0');
  });
});
