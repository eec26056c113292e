import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/accounts';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../testing/testServer';
import { clientsRepo } from '../clients/clients.repo';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const loginOwner = () =>
  server.post('/api/loginCustomer', {
    filename: DEMO.owner.username,
    password: DEMO.owner.password,
  });

describe('loginCustomer', () => {
  it('answers type, data, token, role, agreed and level for the demo client', async () => {
    const { status, body } = await loginOwner();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      type: 'success',
      data: DEMO.owner.username,
      role: '1',
      agreed: false,
      level: 2,
    });
    expect((body as { token: string }).token.split('.')).toHaveLength(3);
  });

  it('logs in a trainer sub account with the trainer role', async () => {
    const { body } = await server.post('/api/loginCustomer', {
      filename: DEMO.trainer.username,
      password: DEMO.trainer.password,
    });
    expect(body).toMatchObject({ type: 'success', role: '01', level: 2 });
  });

  it('refuses a wrong password with 401 "Incorrect username or password."', async () => {
    const { status, body } = await server.post('/api/loginCustomer', {
      filename: DEMO.owner.username,
      password: 'wrong-password',
    });
    expect(status).toBe(401);
    expect(body).toEqual({
      type: 'failed',
      data: 'Incorrect username or password.',
      code: 'wrong_credentials',
    });
  });

  it('refuses an unknown user with the same message', async () => {
    const { status, body } = await server.post('/api/loginCustomer', {
      filename: 'nobody-here',
      password: 'whatever-it-is',
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({ data: 'Incorrect username or password.' });
  });

  it('refuses an editor account on the portal login', async () => {
    const { status } = await server.post('/api/loginCustomer', {
      filename: DEMO.editor.username,
      password: DEMO.editor.password,
    });
    expect(status).toBe(401);
  });

  it('answers 400 naming the missing field when the password is absent', async () => {
    const { status, body } = await server.post('/api/loginCustomer', { filename: 'acmecorp' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: 'failed', data: 'Password is required' });
  });

  it("answers 400 in the product's words to broken JSON", async () => {
    const { status, body } = await server.post('/api/loginCustomer', '{"filename": ');
    expect(status).toBe(400);
    expect(body).toEqual({
      type: 'failed',
      data: 'The request could not be read. Please reload the page and try again.',
      code: 'bad_request',
    });
  });
});

describe('loginEditor', () => {
  it('logs in the admin from ADMIN_USERNAME/ADMIN_PASSWORD with the admin role', async () => {
    const { status, body } = await server.post('/api/loginEditor', TEST_ADMIN);
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'success', role: 'admin' });
  });

  it('logs in the demo author with the editor role', async () => {
    const { body } = await server.post('/api/loginEditor', {
      username: DEMO.editor.username,
      password: DEMO.editor.password,
    });
    expect(body).toMatchObject({ type: 'success', role: 'editor' });
  });

  it('refuses a customer account', async () => {
    const { status } = await server.post('/api/loginEditor', {
      username: DEMO.owner.username,
      password: DEMO.owner.password,
    });
    expect(status).toBe(401);
  });
});

describe('agreeNDA', () => {
  it('sets agreed, and the account stays agreed after a restart', async () => {
    const { token } = (await loginOwner()).body as { token: string };
    const agreed = await server.post('/api/agreeNDA', { token });
    expect(agreed.body).toMatchObject({ type: 'success' });
    server = await server.restart();
    expect((await loginOwner()).body).toMatchObject({ agreed: true });
    expect((await server.post('/api/session', { token })).body).toMatchObject({ agreed: true });
  });

  it('refuses a call without a token with 401 and changes nothing', async () => {
    const { status, body } = await server.post('/api/agreeNDA', {});
    expect(status).toBe(401);
    expect(body).toEqual({
      type: 'failed',
      data: 'You need to be logged in to perform that action.',
      code: 'login_required',
    });
    expect((await loginOwner()).body).toMatchObject({ agreed: false });
  });

  it('refuses a forged token with 401', async () => {
    const { token } = (await loginOwner()).body as { token: string };
    const forged = `${token.slice(0, -4)}abcd`;
    const { status } = await server.post('/api/agreeNDA', { token: forged });
    expect(status).toBe(401);
    expect((await loginOwner()).body).toMatchObject({ agreed: false });
  });

  it('refuses a staff token with 403', async () => {
    const { token } = (await server.post('/api/loginEditor', TEST_ADMIN)).body as {
      token: string;
    };
    expect((await server.post('/api/agreeNDA', { token })).status).toBe(403);
  });
});

describe('login rate limit', () => {
  it('answers 429 after too many failed attempts for one username', async () => {
    await server.close();
    server = await startTestServer({ LOGIN_RATE_LIMIT: '3' });
    const attempt = () =>
      server.post('/api/loginCustomer', { filename: 'acmecorp', password: 'not-the-password' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ type: 'failed' });
  });
});

describe('session', () => {
  it("answers the client's Client Gateway logo for the owner and its trainers", async () => {
    const logo = 'https://cdn.example.com/acme.png';
    const clients = clientsRepo(server.store);
    await clients.setConfiguration(
      DEMO.owner.username,
      { branding_logo_url: logo, nda_text: '' },
      { updatedBy: 'admin', updatedAt: new Date().toISOString() },
      undefined,
    );
    const { token } = (await loginOwner()).body as { token: string };
    expect((await server.post('/api/session', { token })).body).toMatchObject({
      user: DEMO.owner.username,
      logoUrl: logo,
    });
    const trainer = await server.post('/api/loginCustomer', {
      filename: DEMO.trainer.username,
      password: DEMO.trainer.password,
    });
    const trainerToken = (trainer.body as { token: string }).token;
    expect((await server.post('/api/session', { token: trainerToken })).body).toMatchObject({
      user: DEMO.trainer.username,
      role: '01',
      logoUrl: logo,
    });
  });
});
