import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config';
import { startServer } from '../../server/src/server';
import { BENCH_ADMIN_TOTP_SECRET, setUpExercise } from './api';
import { BENCH_SCENARIO } from './scenario';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-probe-'));
const server = await startServer(loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', ADMIN_USERNAME: 'benchadmin', ADMIN_PASSWORD: 'bench-admin-pass', ADMIN_TOTP_SECRET: BENCH_ADMIN_TOTP_SECRET, DEMO_DATA: process.env.DEMO ?? 'false', API_RATE_LIMIT: '10000000', ANONYMOUS_RATE_LIMIT: '10000000', EXERCISE_RATE_LIMIT: '10000000', JOIN_RATE_LIMIT: '100000', PLAYERS_PER_SESSION: '100000' }));
for (;;) { if (await fetch(`${server.url}/api/ready`).then(r => r.ok, () => false)) break; await new Promise(r => setTimeout(r, 20)); }
await setUpExercise(server.url, BENCH_SCENARIO, 10);
const body = await (await fetch(`${server.url}/api/getPortalScenarios`)).text();
console.log('answer bytes', body.length);
for (const round of [1, 2, 3]) {
  const cpu0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < 500; i++) await (await fetch(`${server.url}/api/getPortalScenarios`)).text();
  const cpu = process.cpuUsage(cpu0);
  console.log(`round ${round}: ${((performance.now() - t0) / 500).toFixed(2)} ms/call, cpu ${((cpu.user + cpu.system) / 500).toFixed(0)} µs/call (client included)`);
}
for (const round of [1, 2]) {
  const cpu0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < 500; i++) await (await fetch(`${server.url}/api/ready`)).text();
  const cpu = process.cpuUsage(cpu0);
  console.log(`ready round ${round}: ${((performance.now() - t0) / 500).toFixed(2)} ms/call, cpu ${((cpu.user + cpu.system) / 500).toFixed(0)} µs/call`);
}
await server.close(); fs.rmSync(dataDir, { recursive: true, force: true }); process.exit(0);
