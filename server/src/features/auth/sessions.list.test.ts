import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION, type SignedInSession } from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { sessionIdOf } from '../../testing/sessions';
import { TEST_ADMIN } from '../../testing/testServer';
import { accountsRepo } from './accounts.repo';
import { deviceOf } from './sessions.service';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signIn(who: 'owner' | 'trainer' | 'editor' | 'admin', userAgent: string) {
  const account = who === 'admin' ? TEST_ADMIN : DEMO[who];
  const answer =
    who === 'owner' || who === 'trainer'
      ? await server.post(
          '/api/loginCustomer',
          { filename: account.username, password: account.password },
          { 'user-agent': userAgent },
        )
      : await server.post(
          '/api/loginEditor',
          { username: account.username, password: account.password },
          { 'user-agent': userAgent },
        );
  expect(answer.status).toBe(200);
  return (answer.body as { token: string }).token;
}

async function sessionsOf(token: string): Promise<SignedInSession[]> {
  const answer = await server.post('/api/listSessions', { token });
  expect(answer.status).toBe(200);
  return (answer.body as { sessions: SignedInSession[] }).sessions;
}

async function openSocket(token: string) {
  const socket = connect(server.url, {
    auth: { token, protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  const ended = new Promise<number>((resolve) =>
    socket.once('disconnect', () => resolve(Date.now())),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, ended };
}

/** The socket's end, or a failure once 1 s has passed without it. */
function withinOneSecond(ended: Promise<number>): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the socket was still open after 1 s')), 1000);
  });
  return Promise.race([ended, late]).finally(() => clearTimeout(timer));
}

describe('listSessions', () => {
  it('lists each session of the account with its device, address and times, this one marked', async () => {
    const laptop = await signIn('trainer', FIREFOX_ON_WINDOWS);
    const phone = await signIn('trainer', CHROME_ON_MAC);
    const listed = await sessionsOf(laptop);
    const mine = listed.find((session) => session.id === sessionIdOf(laptop));
    const other = listed.find((session) => session.id === sessionIdOf(phone));
    expect(mine).toMatchObject({ device: 'Firefox 133 on Windows', current: true });
    expect(other).toMatchObject({ device: 'Chrome 131 on macOS', current: false });
    expect(other?.address).toMatch(/127\.0\.0\.1/);
    expect(Date.parse(other?.signedInAt ?? '')).not.toBeNaN();
    expect(Date.parse(other?.lastSeenAt ?? '')).not.toBeNaN();
  });

  it('never lists another account’s sessions', async () => {
    const owner = await signIn('owner', CHROME_ON_MAC);
    const trainer = await signIn('trainer', CHROME_ON_MAC);
    const ids = (await sessionsOf(owner)).map((session) => session.id);
    expect(ids).toContain(sessionIdOf(owner));
    expect(ids).not.toContain(sessionIdOf(trainer));
  });

  it('reads an unknown user agent as an unknown device', () => {
    expect(deviceOf('')).toBe('Unknown device');
  });
});

describe('endSession', () => {
  it('ends the named session: its token stops and its socket closes within 1 s', async () => {
    const here = await signIn('editor', CHROME_ON_MAC);
    const there = await signIn('editor', FIREFOX_ON_WINDOWS);
    const tab = await openSocket(there);
    const kept = await openSocket(here);
    const asked = Date.now();
    const answer = await server.post('/api/endSession', {
      token: here,
      session: sessionIdOf(there),
    });
    expect(answer.status).toBe(200);
    expect((await withinOneSecond(tab.ended)) - asked).toBeLessThan(1000);
    expect(kept.socket.connected).toBe(true);
    expect((await server.post('/api/session', { token: there })).status).toBe(401);
    expect((await server.post('/api/session', { token: here })).status).toBe(200);
    const ids = (await sessionsOf(here)).map((session) => session.id);
    expect(ids).not.toContain(sessionIdOf(there));
  });

  it('refuses to end another account’s session (404), which goes on', async () => {
    const owner = await signIn('owner', CHROME_ON_MAC);
    const trainer = await signIn('trainer', CHROME_ON_MAC);
    const answer = await server.post('/api/endSession', {
      token: owner,
      session: sessionIdOf(trainer),
    });
    expect(answer.status).toBe(404);
    expect((await server.post('/api/session', { token: trainer })).status).toBe(200);
  });

  it('a password change, a factor reset or a removed account ends every listed session', async () => {
    const admin = await signIn('admin', CHROME_ON_MAC);
    const first = await signIn('owner', CHROME_ON_MAC);
    const second = await signIn('owner', FIREFOX_ON_WINDOWS);
    const tab = await openSocket(second);
    expect(
      (await server.post('/api/resetSecondFactor', { token: admin, username: DEMO.owner.username }))
        .status,
    ).toBe(200);
    await tab.ended;
    expect((await server.post('/api/session', { token: first })).status).toBe(401);
    const fresh = await signIn('owner', CHROME_ON_MAC);
    const ids = (await sessionsOf(fresh)).map((session) => session.id);
    expect(ids).toEqual([sessionIdOf(fresh)]);
    await accountsRepo(server.store).remove(DEMO.owner.username);
    expect((await server.post('/api/listSessions', { token: fresh })).status).toBe(401);
  });
});
