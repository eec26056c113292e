import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION, type Ack } from '@dojo/protocol';
import { DEMO } from '../demo/accounts';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
const sockets: Socket[] = [];

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
  await server.close();
});

async function ownerToken(): Promise<string> {
  const { body } = await server.post('/api/loginCustomer', {
    filename: DEMO.owner.username,
    password: DEMO.owner.password,
  });
  return (body as { token: string }).token;
}

function open(auth: Record<string, unknown>): Socket {
  const socket = connect(server.url, { auth, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: Socket): Promise<{ message: string; data?: { code: string } }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error) => resolve(error as never));
  });
}

function hello(socket: Socket, payload: unknown = {}): Promise<Ack<unknown>> {
  return socket.timeout(5_000).emitWithAck('session.hello', payload);
}

describe('socket handshake', () => {
  it('refuses a connection without a token as an invalid token, not an old page', async () => {
    const error = await refused(open({ protocol: PROTOCOL_VERSION }));
    expect(error.data?.code).toBe('invalid_token');
  });

  it('refuses an empty token as an invalid token', async () => {
    const error = await refused(open({ token: '  ', protocol: PROTOCOL_VERSION }));
    expect(error.data?.code).toBe('invalid_token');
  });

  it('refuses another protocol version and asks for a reload', async () => {
    const error = await refused(open({ token: await ownerToken(), protocol: 999 }));
    expect(error.message).toBe('This page is out of date. Please reload it.');
  });

  it('refuses a forged token', async () => {
    const token = `${(await ownerToken()).slice(0, -3)}xyz`;
    const error = await refused(open({ token, protocol: PROTOCOL_VERSION }));
    expect(error.data?.code).toBe('invalid_token');
  });

  it('puts a customer only into its own account and client rooms', async () => {
    const socket = open({ token: await ownerToken(), protocol: PROTOCOL_VERSION });
    await connected(socket);
    const ack = await hello(socket);
    expect(ack).toMatchObject({
      ok: true,
      data: {
        scopes: [
          { scope: 'account:acmecorp', seq: 0 },
          { scope: 'client:acmecorp', seq: 0 },
        ],
      },
    });
  });
});

describe('socket router', () => {
  it('acks {ok:false} with invalid_request to a payload that fails its schema', async () => {
    const socket = open({ token: await ownerToken(), protocol: PROTOCOL_VERSION });
    await connected(socket);
    const ack = await hello(socket, { unexpected: true });
    expect(ack).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });
});

describe('account.updated', () => {
  it('reaches the account socket with seq 1 and the server time when the NDA is agreed', async () => {
    const token = await ownerToken();
    const socket = open({ token, protocol: PROTOCOL_VERSION });
    await connected(socket);
    const pushed = new Promise<Record<string, unknown>>((resolve) =>
      socket.once('account.updated', resolve),
    );
    const before = Date.now();
    await server.post('/api/agreeNDA', { token });
    const push = await pushed;
    expect(push).toMatchObject({
      scope: 'account:acmecorp',
      seq: 1,
      data: { kind: 'customer', user: 'acmecorp', agreed: true, level: 2 },
    });
    expect(push.serverTime).toBeGreaterThanOrEqual(before);
    expect(await hello(socket)).toMatchObject({
      data: { scopes: [{ scope: 'account:acmecorp', seq: 1 }, expect.anything()] },
    });
  });
});

describe('facilitator console sockets', () => {
  it('join only their exercise room and receive facilitator.statusChanged when it opens', async () => {
    const socket = open({ token: 'demo-facilitator', protocol: PROTOCOL_VERSION });
    await connected(socket);
    const ack = (await hello(socket)) as { ok: true; data: { scopes: { scope: string }[] } };
    expect(ack.data.scopes).toHaveLength(1);
    expect(ack.data.scopes[0]?.scope).toMatch(/^facilitator:/);
    const pushed = new Promise<{ seq: number; data: unknown }>((resolve) =>
      socket.once('facilitator.statusChanged', resolve),
    );
    await server.post('/api/openExercise', { token: 'demo-facilitator' });
    expect((await pushed).seq).toBe(1);
  });

  it('refuses an unknown facilitator link', async () => {
    const error = await refused(open({ token: 'no-such-link', protocol: PROTOCOL_VERSION }));
    expect(error.data?.code).toBe('invalid_facilitator_link');
  });
});
