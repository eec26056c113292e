import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, SSO_MESSAGES } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { addClient, tokenOf } from '../../testing/orders';
import { signOnSettings, startOidcProvider, type TestProvider } from '../../testing/oidcProvider';
import { accountsRepo } from '../auth/accounts.repo';
import { hashPassword } from '../auth/password';

let server: TestServer;
let provider: TestProvider;
let owner: string;
let otherOwner: string;
let trainer: string;
const SECRET = 'the-settings-test-secret-W9xY';
/** Port 9 on loopback: nothing listens, the connection is refused at once. */
const DEAD_ISSUER = 'http://127.0.0.1:9/realms/none';

let settings: ReturnType<typeof signOnSettings>;

beforeAll(async () => {
  server = await startTestServer({ OUTBOUND_ALLOW_PRIVATE: 'true', DEMO_DATA: 'false' });
  provider = await startOidcProvider({ accounts: [], clients: [] });
  settings = signOnSettings(provider.issuer);
  owner = await addClient(server, { name: 'acmecorp', level: 1, credit: 1 });
  otherOwner = await addClient(server, { name: 'otherco', level: 1, credit: 1 });
  await accountsRepo(server.store).insert({
    _id: 'acme-trainer',
    username: 'acme-trainer',
    email: 'trainer@acme.test',
    passwordHash: await hashPassword('trainer-pass-1234'),
    createdAt: new Date().toISOString(),
    kind: 'customer',
    role: '01',
    client: 'acmecorp',
    agreed: true,
  });
  trainer = await tokenOf(server, '/api/loginCustomer', {
    filename: 'acme-trainer',
    password: 'trainer-pass-1234',
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const read = async (token: string, client?: string) =>
  (await server.post('/api/getSignOnSettings', { token, ...(client ? { client } : {}) })).body as {
    settings: { revision: number; issuer: string; domains: string[]; secretEnd: string } | null;
  };
const save = (token: string, body: Record<string, unknown>) =>
  server.post('/api/saveSignOnSettings', { token, settings, baseRevision: 0, ...body });

describe('the single sign-on settings calls', () => {
  it('saves the owner’s settings once the issuer answers, and answers the secret’s end only', async () => {
    const saved = await save(owner, { clientSecret: SECRET });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      type: 'success',
      data: SSO_MESSAGES.saved('acmecorp'),
      revision: 1,
    });
    const answer = await server.post('/api/getSignOnSettings', { token: owner });
    expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    expect(answer.body).toMatchObject({
      settings: { issuer: provider.issuer, secretSet: true, secretEnd: 'W9xY', revision: 1 },
    });
  });

  it('refuses bad input with the product’s words and changes nothing', async () => {
    const before = await read(owner);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ settings: { ...settings, issuer: 'ftp://x' } }, 'Give the issuer as an https:// address.'],
      [{ settings: { ...settings, domains: [] } }, 'Give at least one e-mail domain.'],
      [
        { settings: { ...settings, domains: ['not a domain'] } },
        'Give a domain such as example.com.',
      ],
      [{ settings: { ...settings, owner: { claim: '', value: 'x' } } }, 'Name the claim.'],
    ];
    for (const [body, words] of cases) {
      const answer = await save(owner, { ...body, baseRevision: 1 });
      expect(answer.status).toBe(400);
      expect((answer.body as { data: string }).data).toContain(words);
    }
    expect(await read(owner)).toEqual(before);
  });

  it('refuses a changed issuer that does not answer its discovery, and keeps the old one', async () => {
    const answer = await save(owner, {
      settings: { ...settings, issuer: DEAD_ISSUER },
      baseRevision: 1,
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { data: string }).data).toMatch(
      /^The issuer did not answer as an OpenID provider, so nothing was saved: /,
    );
    expect((await read(owner)).settings).toMatchObject({ issuer: provider.issuer, revision: 1 });
  });

  it('refuses a save based on an older revision (409), so the last writer does not silently win', async () => {
    const first = await save(owner, {
      settings: { ...settings, passwordSignIn: false },
      baseRevision: 1,
    });
    expect(first.status).toBe(200);
    const late = await save(owner, {
      settings: { ...settings, domains: ['late.test'] },
      baseRevision: 1,
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'stale_write',
      stale: { revision: 2, updatedBy: 'acmecorp' },
    });
    expect((await read(owner)).settings).toMatchObject({ domains: ['acme.test'], revision: 2 });
  });

  it('lets an owner touch only its own client: another’s is 404, a trainer 403', async () => {
    const named = await server.post('/api/getSignOnSettings', {
      token: otherOwner,
      client: 'acmecorp',
    });
    expect(named.status).toBe(404);
    expect(named.body).toMatchObject({ data: ADMIN_MESSAGES.unknownClient });
    const written = await save(otherOwner, {
      client: 'acmecorp',
      clientSecret: 'x',
      baseRevision: 2,
    });
    expect(written.status).toBe(404);
    expect((await save(trainer, { baseRevision: 2 })).status).toBe(403);
    expect((await read(owner)).settings).toMatchObject({ revision: 2, domains: ['acme.test'] });
    expect((await read(otherOwner)).settings).toBeNull();
  });

  it('gives one domain to one client only', async () => {
    const answer = await save(otherOwner, { clientSecret: 'another-secret' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ data: SSO_MESSAGES.domainTaken('acme.test') });
    expect((await read(otherOwner)).settings).toBeNull();
  });

  it('asks for the secret the first time', async () => {
    const answer = await save(otherOwner, { settings: { ...settings, domains: ['other.test'] } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: SSO_MESSAGES.secretNeeded });
  });

  it('tests the connection: the issuer’s discovery, or why it failed', async () => {
    const works = await server.post('/api/testSignOnIssuer', {
      token: owner,
      issuer: provider.issuer,
    });
    expect(works.body).toEqual({
      type: 'success',
      works: true,
      data: SSO_MESSAGES.issuerWorks(provider.issuer),
    });
    const fails = await server.post('/api/testSignOnIssuer', { token: owner, issuer: DEAD_ISSUER });
    expect(fails.body).toMatchObject({ type: 'success', works: false });
    expect((fails.body as { data: string }).data).toMatch(/^The issuer http:\/\/127\.0\.0\.1:9/);
  });

  it('tells the editor’s login that no staff provider is set', async () => {
    const answer = await fetch(`${server.url}/api/findStaffSignOn`);
    expect(await answer.json()).toEqual({ type: 'success', startUrl: null });
  });
});
