/**
 * `npm run bench`: real-time delivery at 100, 1,000 and 2,000 connected players, against a
 * raw ws baseline and the REST polling fallback. Loopback only, bounded in count and time.
 * Writes docs/performance.md.
 */
import { post, setUpExercise } from './api';
import { Child } from './processes';
import type {
  FromPlayers,
  FromServer,
  PlayerReport,
  ToPlayers,
  ToServer,
} from './protocolMessages';
import { pollingSection } from './polling';
import { browserSection } from './browser';
import { replaceSections, writeReport, type Row, type Section } from './report';
import { BENCH_IDS, BENCH_SCENARIO, STEP_MS } from './scenario';
import { summarise } from './stats';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,2000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const POLL_SIZES = (process.env.BENCH_POLL_SIZES ?? '100,1000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const COLLECT_MS = BENCH_IDS.length * STEP_MS + 20_000;

type Server = Child<ToServer, FromServer>;
type Players = Child<ToPlayers, FromPlayers>;

async function metrics(server: Server, gc = false) {
  server.send({ type: 'metrics', gc });
  return server.next('metrics');
}

function row(
  kind: Row['kind'],
  players: number,
  report: PlayerReport,
  extra: Partial<Row> = {},
): Row {
  return {
    kind,
    players,
    latency: summarise(report.latencies),
    missed: report.missed,
    duplicated: report.duplicated,
    seqGaps: report.seqGaps,
    errors: report.errors.length,
    ...extra,
  };
}

async function socketRun(count: number, mode: 'socket' | 'poll'): Promise<Row> {
  const server: Server = new Child('serverProcess.ts', [
    '--expose-gc',
    ...(process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : []),
  ]);
  const { url } = await server.next('ready');
  const players: Players = new Child('playersProcess.ts');
  try {
    // Measured before any player exists: the per-player figure counts everything a player
    // costs the server (its stored records and its connection), a conservative reading.
    const base = await metrics(server, true);
    const exercise = await setUpExercise(url, BENCH_SCENARIO, count);
    const tokens = exercise.players.map((p) =>
      mode === 'poll' ? `${p.token}|${p.user}|${p.team}` : p.token,
    );
    players.send({ type: 'connect', mode, url, tokens });
    const connected = await players.next('connected');
    if (connected.errors.length > 0) console.warn('connect errors', connected.errors.slice(0, 3));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const withPlayers = await metrics(server, true);
    server.send({ type: 'resetLoopDelay' });
    await post(url, '/api/continueFacilitated', { token: exercise.facilitatorToken });
    players.send({ type: 'collect', expectedIds: BENCH_IDS, timeoutMs: COLLECT_MS });
    const report = await players.next('report', COLLECT_MS + 30_000);
    const after = await metrics(server);
    return row(mode === 'poll' ? 'polling' : 'socket.io', count, report, {
      rssPerPlayerKb: (withPlayers.rss - base.rss) / count / 1024,
      loopDelayP99: after.loopDelayP99,
      rssMb: withPlayers.rss / 1024 / 1024,
    });
  } finally {
    await players.stop();
    await server.stop();
  }
}

async function wsRun(count: number): Promise<Row> {
  const baseline = new Child<object, { type: 'ready'; url: string }>('wsBaselineProcess.ts');
  const { url } = await baseline.next('ready');
  const players: Players = new Child('playersProcess.ts');
  try {
    players.send({
      type: 'connect',
      mode: 'ws',
      url,
      tokens: Array.from({ length: count }, () => ''),
    });
    await players.next('connected');
    baseline.send({
      type: 'schedule',
      ids: BENCH_IDS,
      startAt: Date.now() + 1_000,
      stepMs: STEP_MS,
      padBytes: 600,
    });
    players.send({ type: 'collect', expectedIds: BENCH_IDS, timeoutMs: COLLECT_MS });
    return row('raw ws', count, await players.next('report', COLLECT_MS + 30_000));
  } finally {
    await players.stop();
    await baseline.stop();
  }
}

/** BENCH_ONLY=delivery,polling,browser runs only those parts (and keeps the others' sections). */
const ONLY = process.env.BENCH_ONLY?.split(',');
const runs = (part: string) => !ONLY || ONLY.includes(part);

const rows: Row[] = [];
for (const count of runs('delivery') ? SIZES : []) {
  console.log(`socket.io with ${count} players`);
  rows.push(await socketRun(count, 'socket'));
  console.log(`raw ws with ${count} players`);
  rows.push(await wsRun(count));
}
for (const count of runs('delivery') ? POLL_SIZES : []) {
  console.log(`polling with ${count} players`);
  rows.push(await socketRun(count, 'poll'));
}
const sections: Section[] = [];
if (runs('polling')) sections.push(await pollingSection());
if (runs('browser')) sections.push(await browserSection());
const file = runs('delivery') ? writeReport(rows, sections) : replaceSections(sections);
console.log(`results written to ${file}`);
