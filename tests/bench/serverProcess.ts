/**
 * The server under test, in its own process: the real server with the embedded store in a
 * temp dir, answering metric requests from the benchmark over IPC.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config';
import { startServer } from '../../server/src/server';
import { BENCH_ADMIN_TOTP_SECRET } from './api';
import { BENCH_SCENARIO } from './scenario';
import { seedCampaign } from './campaignSeed';
import type { FromServer, ToServer } from './protocolMessages';
import { startLoopMonitor } from './loopMonitor';

const send = (message: FromServer) => process.send?.(message);
/** CPU time this process has used (user + system), milliseconds. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
// Only in the runs that report the loop's delay: it costs CPU (./loopMonitor.ts).
const loop = startLoopMonitor();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-bench-'));
const server = await startServer(
  loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    ADMIN_USERNAME: 'benchadmin',
    ADMIN_PASSWORD: 'bench-admin-pass',
    ADMIN_TOTP_SECRET: BENCH_ADMIN_TOTP_SECRET,
    DEMO_DATA: 'false',
    LOGIN_RATE_LIMIT: '100000',
    // Thousands of simulated players share one address here.
    API_RATE_LIMIT: '10000000',
    ANONYMOUS_RATE_LIMIT: '10000000',
    EXERCISE_RATE_LIMIT: '10000000',
    JOIN_RATE_LIMIT: '100000',
    TOKEN_RATE_LIMIT: '100000',
    PLAYERS_PER_SESSION: '100000',
  }),
);

process.on('message', (message: ToServer) => {
  if (message.type === 'seedCampaign') {
    void seedCampaign(server, BENCH_SCENARIO, message.count, message.invite).then((links) =>
      send({ type: 'campaign', links }),
    );
    return;
  }
  if (message.type === 'resetLoopDelay') {
    loop?.reset();
    return;
  }
  if (message.gc) (globalThis as { gc?: () => void }).gc?.();
  // CPU first: reading the loop histogram's percentile is the bench's own work, not the server's.
  const cpu = cpuMs();
  const memory = process.memoryUsage();
  send({
    type: 'metrics',
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    ...(loop && { loopDelayP99: loop.percentile(99) / 1e6, loopDelayMax: loop.max / 1e6 }),
    cpuMs: cpu,
  });
});
process.once('disconnect', () => {
  void server.close().then(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
/**
 * Ready once `/api/ready` says so: start-up work (the job queue, the mail re-check) runs on
 * after the server listens, and a run started before it ends measures that work too.
 */
for (;;) {
  const ready = await fetch(`${server.url}/api/ready`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
send({ type: 'ready', url: server.url });
