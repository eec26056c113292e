import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION } from '@dojo/protocol';
import { DEMO } from '../demo/accounts';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
  await server?.close();
  server = undefined;
});

async function ownerToken(s: TestServer): Promise<string> {
  const { body } = await s.post('/api/loginCustomer', {
    filename: DEMO.owner.username,
    password: DEMO.owner.password,
  });
  return (body as { token: string }).token;
}

/** Connects with the given Origin header; resolves 'connected' or the refusal's message. */
async function socketFrom(s: TestServer, origin: string | undefined): Promise<string> {
  const socket = connect(s.url, {
    auth: { token: await ownerToken(s), protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: origin ? { origin } : {},
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('socket origins', () => {
  it('refuses a socket opened from another site', async () => {
    server = await startTestServer();
    expect(await socketFrom(server, 'https://evil.example')).not.toBe('connected');
  });

  it("accepts the page's own origin, a configured public origin, and clients without one", async () => {
    server = await startTestServer({ PUBLIC_ORIGINS: 'https://dojo.example, https://b.example' });
    expect(await socketFrom(server, server.url)).toBe('connected');
    expect(await socketFrom(server, 'https://dojo.example')).toBe('connected');
    expect(await socketFrom(server, undefined)).toBe('connected');
    expect(await socketFrom(server, 'https://c.example')).not.toBe('connected');
  });
});

describe('caching of answers', () => {
  it('marks an answer carrying a token no-store', async () => {
    server = await startTestServer();
    const login = await server.post('/api/loginCustomer', {
      filename: DEMO.owner.username,
      password: DEMO.owner.password,
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('marks answers with personal data and refusals no-store', async () => {
    server = await startTestServer();
    const token = await ownerToken(server);
    for (const answer of [
      await server.post('/api/getIdentifiers', { token }),
      await server.post('/api/session', { token }),
      await server.post('/api/session', {}),
    ])
      expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  // Nothing may keep an answer, so an ETag only cost each answer a hash (issue 36).
  it('gives API answers no ETag, and the web app its own', async () => {
    server = await startTestServer();
    const token = await ownerToken(server);
    const answer = await server.post('/api/getIdentifiers', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(answer.headers.get('content-length'))).toBe(
      Buffer.byteLength(JSON.stringify(answer.body)),
    );
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('etag')).not.toBeNull();
  });
});

describe('the content security policy', () => {
  const policyOf = async (s: TestServer) => {
    const answer = await fetch(`${s.url}/`);
    return answer.headers.get('content-security-policy') ?? '';
  };
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';

  it('loads images, media and connections from the same origin only', async () => {
    server = await startTestServer();
    const policy = await policyOf(server);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(policy, 'media-src')).toBe("media-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it('adds the configured media hosts to images and media', async () => {
    server = await startTestServer({ MEDIA_HOSTS: 'https://cdn.example.com' });
    const policy = await policyOf(server);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://cdn.example.com");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' https://cdn.example.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });
});
