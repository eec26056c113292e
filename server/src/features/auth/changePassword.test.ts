import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE } from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { expectFailed } from '../../testing/backOffice';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function customerLogin(password: string) {
  return server.post('/api/loginCustomer', { filename: DEMO.trainer.username, password });
}
const tokenOf = (answer: { body: unknown }) => (answer.body as { token: string }).token;

describe('changePassword', () => {
  it('changes a customer’s password, ends every other session and keeps this one', async () => {
    const current = DEMO.trainer.password;
    const here = tokenOf(await customerLogin(current));
    const elsewhere = tokenOf(await customerLogin(current));
    const changed = await server.post('/api/changePassword', {
      token: here,
      currentPassword: current,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.status).toBe(200);
    expect((changed.body as { data: string }).data).toBe(PASSWORD_CHANGE.changed);
    expect((await server.post('/api/session', { token: elsewhere })).status).toBe(401);
    expect((await server.post('/api/session', { token: here })).status).toBe(401);
    expect((await server.post('/api/session', { token: tokenOf(changed) })).status).toBe(200);
    expect((await customerLogin(current)).status).toBe(401);
    expect((await customerLogin('a brand new passphrase')).status).toBe(200);
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const login = await server.post('/api/loginEditor', {
      username: DEMO.editor.username,
      password: DEMO.editor.password,
    });
    const token = tokenOf(login);
    const refused = await server.post('/api/changePassword', {
      token,
      currentPassword: 'not my password',
      newPassword: 'another passphrase',
    });
    expectFailed(refused, 403, PASSWORD_CHANGE.wrongCurrent);
    expect((await server.post('/api/session', { token })).status).toBe(200);
  });

  it('applies the password rules: 8 characters at least, 200 at most, not the current one', async () => {
    const login = await server.post('/api/loginEditor', {
      username: DEMO.editor.username,
      password: DEMO.editor.password,
    });
    const token = tokenOf(login);
    const change = (newPassword: string) =>
      server.post('/api/changePassword', {
        token,
        currentPassword: DEMO.editor.password,
        newPassword,
      });
    expectFailed(await change('short'), 400, 'Passwords need to be at least 8 characters long.');
    expectFailed(await change('x'.repeat(201)), 400, 'Passwords have at most 200 characters.');
    expectFailed(await change(DEMO.editor.password), 400, PASSWORD_CHANGE.sameAsCurrent);
  });

  it('lets one of two changes made at once win, never both', async () => {
    const login = await server.post('/api/loginCustomer', {
      filename: DEMO.owner.username,
      password: DEMO.owner.password,
    });
    const token = tokenOf(login);
    const answers = await Promise.all(
      ['first passphrase', 'second passphrase'].map((newPassword) =>
        server.post('/api/changePassword', {
          token,
          currentPassword: DEMO.owner.password,
          newPassword,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(
      1,
    );
    const winner = answers.findIndex((answer) => answer.status === 200);
    const won = ['first passphrase', 'second passphrase'][winner]!;
    const login2 = await server.post('/api/loginCustomer', {
      filename: DEMO.owner.username,
      password: won,
    });
    expect(login2.status).toBe(200);
  });
});

describe('changePassword, guessed', () => {
  it('counts wrong current passwords per account: LOGIN_RATE_LIMIT, then 429', async () => {
    const guarded = await startTestServer({ LOGIN_RATE_LIMIT: '3' });
    try {
      const login = await guarded.post('/api/loginEditor', {
        username: DEMO.editor.username,
        password: DEMO.editor.password,
      });
      const change = (currentPassword: string) =>
        guarded.post('/api/changePassword', {
          token: tokenOf(login),
          currentPassword,
          newPassword: 'a guessed-at passphrase',
        });
      for (let i = 0; i < 3; i += 1) expect((await change(`guess ${i}`)).status).toBe(403);
      expect((await change('guess 4')).status).toBe(429);
      expect((await change(DEMO.editor.password)).status).toBe(429);
    } finally {
      await guarded.close();
    }
  });
});
