import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION } from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { accountsRepo } from './accounts.repo';
import { hashPassword } from './password';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

const owner = { filename: DEMO.owner.username, password: DEMO.owner.password };
const editor = { username: DEMO.editor.username, password: DEMO.editor.password };

async function login(): Promise<string> {
  const answer = await server.post('/api/loginCustomer', owner);
  expect(answer.status).toBe(200);
  return (answer.body as { token: string }).token;
}

/** A connected socket, and a promise of why the server ended it. */
async function openSocket(token: string) {
  const socket = connect(server.url, {
    auth: { token, protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, ended };
}

/** The handshake's refusal message, once the server has refused it. */
function refusal(token: string): Promise<string> {
  const socket = connect(server.url, {
    auth: { token, protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the revoked token connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('ending a session closes its sockets at once (F-20)', () => {
  it('logout closes that token’s sockets, and only those', async () => {
    const [ended, kept] = [await login(), await login()];
    const tab = await openSocket(ended);
    const otherTab = await openSocket(ended);
    const otherSession = await openSocket(kept);
    expect((await server.post('/api/logout', { token: ended })).status).toBe(200);
    expect(await tab.ended).toBe('io server disconnect');
    expect(await otherTab.ended).toBe('io server disconnect');
    expect(otherSession.socket.connected).toBe(true);
    expect(await refusal(ended)).toBe('Your session has ended. Please log in again.');
    await server.post('/api/logout', { token: kept });
    expect(await otherSession.ended).toBe('io server disconnect');
  });

  it('logout everywhere closes every socket of the account', async () => {
    const [a, b] = [await login(), await login()];
    const first = await openSocket(a);
    const second = await openSocket(b);
    expect((await server.post('/api/logout', { token: a, everywhere: true })).status).toBe(200);
    expect(await first.ended).toBe('io server disconnect');
    expect(await second.ended).toBe('io server disconnect');
  });

  it('a password change closes every socket of the account', async () => {
    const token = await login();
    const tab = await openSocket(token);
    await accountsRepo(server.store).changePassword(
      DEMO.owner.username,
      await hashPassword(DEMO.owner.password),
    );
    expect(await tab.ended).toBe('io server disconnect');
  });

  it('removing an account closes its sockets', async () => {
    const answer = await server.post('/api/loginEditor', editor);
    const tab = await openSocket((answer.body as { token: string }).token);
    await accountsRepo(server.store).remove(DEMO.editor.username);
    expect(await tab.ended).toBe('io server disconnect');
  });
});
