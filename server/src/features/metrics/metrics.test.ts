import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { DEMO_EXERCISES } from '../../demo/exercises';
import { adminToken } from '../../testing/orders';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { makeUnwritable } from '../../testing/unwritableData';

const TOKEN = 'metrics-token-for-tests-0123';
let server: TestServer;
const sockets: Socket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
  await server.close();
});

const scrape = async (token = TOKEN) => {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, text: await response.text() };
};

/** The value of one sample line, `name{labels} value`. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

async function socketOf(token: string): Promise<Socket> {
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

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN', async () => {
    server = await startTestServer();
    expect((await scrape()).status).toBe(404);
  });

  it('refuses a missing or wrong token with 401', async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await scrape(`${TOKEN}x`)).status).toBe(401);
  });

  it('exposes calls, sockets, the runner, pushes, store writes, jobs and mail', async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
    // Start-up work (the job queue) finishes after listen: readiness says when.
    await expect.poll(async () => (await server.get('/api/ready')).status).toBe(200);
    await server.get('/api/health');
    const player = await server.post('/api/loginToken', {
      token: DEMO_EXERCISES.campaign.players[0].token,
    });
    await socketOf((player.body as { token: string }).token);
    const owner = await server.post('/api/loginCustomer', {
      filename: DEMO.owner.username,
      password: DEMO.owner.password,
    });
    await socketOf((owner.body as { token: string }).token);

    const { status, text } = await scrape();
    expect(status).toBe(200);
    const health =
      'dojo_http_request_duration_seconds_count{method="GET",call="/api/health",status="2xx"}';
    expect(sample(text, health)).toBe(1);
    expect(sample(text, 'dojo_socket_connections{kind="player"}')).toBe(1);
    expect(sample(text, 'dojo_socket_connections{kind="customer"}')).toBe(1);
    expect(sample(text, 'dojo_exercises_running')).toBe(1);
    expect(sample(text, 'dojo_due_timers')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'dojo_pushes_total')).toBeGreaterThan(0);
    expect(
      sample(text, 'dojo_store_write_duration_seconds_count{engine="embedded",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(sample(text, 'dojo_store_writable')).toBe(1);
    expect(sample(text, 'dojo_job_queue{state="scheduled"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'dojo_mail_messages{state="queued"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'dojo_mail_messages{state="bounced"}')).toBe(0);
    expect(text).toContain('dojo_process_cpu_seconds_total');
  });

  it('counts failed store writes and shows the store unwritable', async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
    await expect.poll(async () => (await server.get('/api/ready')).status).toBe(200);
    const admin = await adminToken(server);
    const restore = makeUnwritable(server.dataDir);
    try {
      const credits = { token: admin, client: DEMO.client.name, credits: '777' };
      expect((await server.post('/api/modifyCredits', credits)).status).toBe(503);
      const { text } = await scrape();
      expect(sample(text, 'dojo_store_writable')).toBe(0);
      expect(
        sample(text, 'dojo_store_write_failures_total{engine="embedded",collection="clients"}'),
      ).toBe(1);
      expect(
        sample(
          text,
          'dojo_http_request_duration_seconds_count{method="POST",call="/api/modifyCredits",status="5xx"}',
        ),
      ).toBe(1);
    } finally {
      restore();
    }
  });
});
