import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  PROTOCOL_VERSION,
  PRESENCE_MESSAGES,
  type Ack,
  type ScenarioPresence,
} from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { TEST_ADMIN, startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, editorToken, ownerToken } from '../../testing/orders';

/** Live presence in the editor (docs/editor-api.md, "Presence"): every change is pushed. */

let server: TestServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
});
afterAll(async () => {
  await server.close();
});

async function openSocket(token: string): Promise<Socket> {
  const socket = connect(server.url, {
    auth: { token, protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const send = (socket: Socket, name: string, scenario: string) =>
  socket.timeout(5_000).emitWithAck(name, { scenario }) as Promise<Ack<{ editors: string[] }>>;

/** The next presence push of `scenario` whose editors are exactly `editors`. */
function presence(socket: Socket, scenario: string, editors: string[]): Promise<void> {
  return new Promise((resolve) => {
    const listener = (push: { data: ScenarioPresence }) => {
      if (push.data.scenario !== scenario) return;
      if (JSON.stringify(push.data.editors) !== JSON.stringify([...editors].sort())) return;
      socket.off('scenario.presence', listener);
      resolve();
    };
    socket.on('scenario.presence', listener);
  });
}

const editor = DEMO.editor.username;
const admin = TEST_ADMIN.username;

describe('scenario presence', () => {
  it('tells an author who else opened the scenario, and when they close it', async () => {
    const a = await openSocket(await editorToken(server));
    const b = await openSocket(await adminToken(server));
    expect(await send(a, 'scenario.open', 'ransomware')).toMatchObject({
      ok: true,
      data: { editors: [editor] },
    });
    const both = presence(a, 'ransomware', [editor, admin]);
    expect(await send(b, 'scenario.open', 'ransomware')).toMatchObject({ ok: true });
    await both;

    const alone = presence(a, 'ransomware', [editor]);
    expect(await send(b, 'scenario.close', 'ransomware')).toMatchObject({
      ok: true,
      data: { editors: [editor] },
    });
    await alone;
  });

  it('removes an author whose socket closes (tab closed, signed out)', async () => {
    const a = await openSocket(await editorToken(server));
    const b = await openSocket(await adminToken(server));
    await send(a, 'scenario.open', 'phishing');
    const both = presence(a, 'phishing', [editor, admin]);
    await send(b, 'scenario.open', 'phishing');
    await both;
    const alone = presence(a, 'phishing', [editor]);
    b.disconnect();
    await alone;
  });

  it('moves an author from one scenario to another: the first room hears they left', async () => {
    const a = await openSocket(await editorToken(server));
    const b = await openSocket(await adminToken(server));
    await send(a, 'scenario.open', 'first');
    const joined = presence(a, 'first', [editor, admin]);
    await send(b, 'scenario.open', 'first');
    await joined;
    const left = presence(a, 'first', [editor]);
    await send(b, 'scenario.close', 'first');
    await send(b, 'scenario.open', 'second');
    await left;
    expect(await send(a, 'scenario.open', 'second')).toMatchObject({
      data: { editors: [admin, editor].sort() },
    });
  });

  it('refuses a customer', async () => {
    const customer = await openSocket(await ownerToken(server));
    expect(await send(customer, 'scenario.open', 'ransomware')).toEqual({
      ok: false,
      error: { code: 'forbidden', message: PRESENCE_MESSAGES.staffOnly },
    });
  });
});
