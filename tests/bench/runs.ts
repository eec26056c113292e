/**
 * One measured run: a fresh server process (or the raw ws baseline) and simulated players,
 * bounded in count and time. Each run answers a {@link Row}.
 */
import os from 'node:os';
import { post, setUpExercise } from './api';
import { serverNodeFlags } from './nodeFlags';
import { loopMonitorEnv } from './loopMonitor';
import { Child } from './processes';
import { PlayerGroup } from './players';
import type { FromServer, PlayerReport, ServerMetrics, ToServer } from './protocolMessages';
import { BENCH_IDS, BENCH_SCENARIO, STEP_MS } from './scenario';
import { summarise, type Summary } from './stats';

export interface Row {
  kind: 'socket.io' | 'raw ws' | 'polling' | 'campaign';
  players: number;
  /** Processes the simulated players ran in. */
  playerProcesses: number;
  latency: Summary;
  missed: number;
  duplicated: number;
  seqGaps: number;
  errors: number;
  /** The machine's 1-minute load average when the run started. */
  load: number;
  rssPerPlayerKb?: number;
  rssMb?: number;
  loopDelayP99?: number;
  loopDelayMax?: number;
  /**
   * CPU time (µs) the sending process used per message delivered, from the clock's start
   * to the last delivery: the server for socket.io, the baseline process for raw ws.
   */
  cpuUsPerMessage?: number;
}

export type Server = Child<ToServer, FromServer>;

const COLLECT_MS = BENCH_IDS.length * STEP_MS + 20_000;

/** Players per simulated-players process: above this a run uses two of them. */
const PER_PROCESS = Number(process.env.BENCH_PLAYERS_PER_PROCESS ?? 2_500);
export const playerProcessesFor = (count: number) => Math.ceil(count / PER_PROCESS);

/** `loopMonitor`: measure the event loop's delay (it costs CPU: ./loopMonitor.ts). */
export function startServer(loopMonitor = true): Server {
  return new Child<ToServer, FromServer>(
    'serverProcess.ts',
    [
      ...serverNodeFlags(),
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    loopMonitorEnv(loopMonitor),
  );
}

export async function metrics(server: Server, gc = false): Promise<ServerMetrics> {
  server.send({ type: 'metrics', gc });
  return server.next('metrics');
}

export function row(
  kind: Row['kind'],
  players: PlayerGroup,
  count: number,
  report: PlayerReport,
  extra: Partial<Row> & { load: number },
): Row {
  if (report.errors.length > 0) console.warn(`${kind} ${count}:`, report.errors.slice(0, 3));
  return {
    kind,
    players: count,
    playerProcesses: players.processes,
    latency: summarise(report.latencies),
    missed: report.missed,
    duplicated: report.duplicated,
    seqGaps: report.seqGaps,
    errors: report.errors.length,
    ...extra,
  };
}

/**
 * The product's path: a facilitated exercise, `count` players joined through the real calls
 * and connected (socket.io) or polling (REST), then the facilitator starts the shared clock.
 */
export async function facilitatedRun(
  count: number,
  mode: 'socket' | 'poll',
  loopMonitor = true,
): Promise<Row> {
  const load = os.loadavg()[0]!;
  const server = startServer(loopMonitor);
  const { url } = await server.next('ready');
  const players = new PlayerGroup(playerProcessesFor(count));
  try {
    // Measured before any player exists: the per-player figure counts everything a player
    // costs the server (its stored records and its connection), a conservative reading.
    const base = await metrics(server, true);
    const exercise = await setUpExercise(url, BENCH_SCENARIO, count);
    const tokens = exercise.players.map((p) =>
      mode === 'poll' ? `${p.token}|${p.user}|${p.team}` : p.token,
    );
    const connected = await players.connect(mode, url, tokens);
    if (connected.errors.length > 0) console.warn('connect errors', connected.errors.slice(0, 3));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    server.send({ type: 'resetLoopDelay' });
    const before = await metrics(server);
    await post(url, '/api/continueFacilitated', { token: exercise.facilitatorToken });
    const report = await players.collect(BENCH_IDS, COLLECT_MS);
    const after = await metrics(server);
    // The players are still connected. Measured after the run, not before its start: a GC
    // forced there makes V8's memory reducer collect again seconds later, inside the run,
    // and that work (0.2-0.3 s) was counted as the fan-out's CPU (docs/performance.md).
    const withPlayers = await metrics(server, true);
    const delivered = Math.max(1, report.received);
    return row(mode === 'poll' ? 'polling' : 'socket.io', players, count, report, {
      load,
      rssPerPlayerKb: (withPlayers.rss - base.rss) / count / 1024,
      loopDelayP99: after.loopDelayP99,
      loopDelayMax: after.loopDelayMax,
      rssMb: withPlayers.rss / 1024 / 1024,
      cpuUsPerMessage: ((after.cpuMs - before.cpuMs) * 1000) / delivered,
    });
  } finally {
    await players.stop();
    await server.stop();
  }
}

/**
 * The floor: a bare ws server sending a message of similar size to every client at once.
 * `loopMonitor`: the same instrument as the server's run beside it, so that their CPU per
 * message compares like with like.
 */
export async function rawWsRun(count: number, loopMonitor: boolean): Promise<Row> {
  const load = os.loadavg()[0]!;
  const baseline = new Child<
    object,
    { type: 'ready'; url: string } | { type: 'metrics'; cpuMs: number }
  >('wsBaselineProcess.ts', [], loopMonitorEnv(loopMonitor));
  const cpu = async () => {
    baseline.send({ type: 'metrics' });
    return (await baseline.next('metrics')).cpuMs;
  };
  const { url } = await baseline.next('ready');
  const players = new PlayerGroup(playerProcessesFor(count));
  try {
    await players.connect(
      'ws',
      url,
      Array.from({ length: count }, () => ''),
    );
    const before = await cpu();
    baseline.send({
      type: 'schedule',
      ids: BENCH_IDS,
      startAt: Date.now() + 1_000,
      stepMs: STEP_MS,
      padBytes: 600,
    });
    const report = await players.collect(BENCH_IDS, COLLECT_MS);
    const cpuUsPerMessage = (((await cpu()) - before) * 1000) / Math.max(1, report.received);
    return row('raw ws', players, count, report, { load, cpuUsPerMessage });
  } finally {
    await players.stop();
    await baseline.stop();
  }
}
