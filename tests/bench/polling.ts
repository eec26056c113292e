/**
 * Polling capacity (`BENCH_ONLY=polling`): the REST fallback under load. For each size
 * (BENCH_POLL_PLAYERS, default 5,000 and 10,000) a fresh server, N players joined, each calling
 * getMailFacilitated every 5 s: N / 5 requests a second at an even pace (pacedLoad.ts), and
 * beside it the ten calls the player and portal flows make most. After the largest size the
 * rate goes up in steps until the p99 passes 200 ms or the server falls behind the requested
 * rate. Bounded: about two minutes of load in all.
 */
import os from 'node:os';
import { post, setUpExercise, type Players } from './api';
import { pacedLoad, type PacedLoadResult } from './pacedLoad';
import type { Section, Target } from './report';
import type { PollLoadRun } from './pollLoadProcess';
import { Child } from './processes';
import { metrics, startServer } from './runs';
import { BENCH_SCENARIO } from './scenario';
import { round } from './stats';

const SIZES = (process.env.BENCH_POLL_PLAYERS ?? '5000,10000')
  .split(',')
  .map((size) => Number(size.trim()));
const POLL_EVERY_S = 5;
const STEP_S = Number(process.env.BENCH_POLL_STEP_S ?? 10);
/** Each of the ten calls, requests a second, on top of the polling. */
const CALL_RATE = 10;
const P99_TARGET_MS = 200;
/** Rates tried after the largest size's rate, as multiples of it: up while sustained, else down. */
const RAMP_UP = [1.25, 1.5, 2];
const RAMP_DOWN = [0.75, 0.5, 0.25];
/** Keep-alive connections of the polling load (a pool, as a load balancer holds). */
const CONNECTIONS = 100;

interface Load {
  label: string;
  requested: number;
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  failed: number;
}

type Poller = { method: 'GET' | 'POST'; path: string; body?: () => unknown };

/** Round robin over the players, so every request polls for another player. */
function roundRobin<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

function fire(url: string, what: Poller, rate: number, seconds: number) {
  return pacedLoad({
    url,
    rate,
    seconds,
    connections: 4,
    next: () => ({
      method: what.method,
      path: what.path,
      body: what.body ? JSON.stringify(what.body()) : undefined,
    }),
  });
}

function toLoad(label: string, requested: number, result: PacedLoadResult): Load {
  return {
    label,
    requested,
    achieved: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The ten calls the player and portal flows make most, by how often one session makes them:
 * the inbox poll, the link check on every page load, the draft saved as a player types and
 * read back on each open, read receipts, the notes (read, saved), joining, the pass result,
 * and the portal's catalogue (every visit) and session check (every signed-in page).
 */
function topTen(exercise: Players, adminToken: string): Record<string, Poller> {
  const player = roundRobin(exercise.players);
  const code = exercise.joinToken;
  const scenario = BENCH_SCENARIO.fileName;
  let joined = 0;
  const body = (make: (p: Players['players'][number]) => unknown) => () => make(player());
  return {
    getMailFacilitated: {
      method: 'POST',
      path: '/api/getMailFacilitated',
      body: body((p) => ({ token: p.token, player: p.user, team: p.team })),
    },
    loginToken: {
      method: 'POST',
      path: '/api/loginToken',
      // Every page load checks the link: a facilitated exercise's link carries the shared token.
      body: () => ({ token: code }),
    },
    setDraft: {
      method: 'POST',
      path: '/api/setDraft',
      body: body((p) => ({ token: p.token, user: p.user, id: '1', scenario, response: 'Draft' })),
    },
    getDraft: {
      method: 'POST',
      path: '/api/getDraft',
      body: body((p) => ({ token: p.token, user: p.user, id: '1', scenario })),
    },
    markRead: {
      method: 'POST',
      path: '/api/markRead',
      body: body((p) => ({ token: p.token, user: p.user, id: '1', scenario })),
    },
    getNotes: {
      method: 'POST',
      path: '/api/getNotes',
      body: body((p) => ({ token: p.token, code, user: p.user })),
    },
    updateNotes: {
      method: 'POST',
      path: '/api/updateNotes',
      body: body((p) => ({ token: p.token, code, user: p.user, notes: 'Call the bridge.' })),
    },
    joinFacilitated: {
      method: 'POST',
      path: '/api/joinFacilitated',
      body: () => ({ token: code, alias: `late${(joined += 1)}`, team: 'Athena' }),
    },
    getPassed: {
      method: 'POST',
      path: '/api/getPassed',
      body: body((p) => ({ token: p.token, player: p.user })),
    },
    getPortalScenarios: { method: 'GET', path: '/api/getPortalScenarios' },
    session: { method: 'POST', path: '/api/session', body: () => ({ token: adminToken }) },
  };
}

/** The polling load at `rate`, generated by a process of its own (pollLoadProcess.ts). */
async function fireApart(
  url: string,
  bodies: string[],
  rate: number,
  seconds: number,
): Promise<PacedLoadResult> {
  const child = new Child<PollLoadRun, { type: 'result'; result: PacedLoadResult }>(
    'pollLoadProcess.ts',
  );
  try {
    child.send({
      type: 'run',
      url,
      path: '/api/getMailFacilitated',
      bodies,
      rate,
      seconds,
      connections: CONNECTIONS,
    });
    return (await child.next('result', seconds * 1000 + 60_000)).result;
  } finally {
    await child.stop();
  }
}

const ms = (value: number) => `${round(value, 1)} ms`;

function loadRow(load: Load): string {
  return `| ${load.label} | ${Math.round(load.requested)} | ${round(load.achieved, 0)} | ${ms(load.p50)} | ${ms(load.p99)} | ${ms(load.max)} | ${load.requests} | ${load.failed} |`;
}

const sustained = (load: Load) =>
  load.p99 < P99_TARGET_MS && load.achieved >= 0.95 * load.requested && load.failed === 0;

/** One size: its polling load with the ten calls beside it, and the server's loop delay. */
interface SizeRun {
  players: number;
  polling: Load;
  calls: Load[];
  loopP99: number;
  loopMax: number;
  /** The server's CPU time (user + system) over the step, per request answered (polling and calls). */
  cpuUsPerRequest: number;
}

export const POLLING_HEADING = 'Polling capacity: 5,000 and 10,000 players polling getMail';

async function measureSize(
  players: number,
  last: boolean,
): Promise<{ run: SizeRun; ramp: Load[] }> {
  const server = startServer();
  const { url } = await server.next('ready');
  try {
    console.log(`polling: joining ${players} players`);
    const exercise = await setUpExercise(url, BENCH_SCENARIO, players);
    await post(url, '/api/continueFacilitated', { token: exercise.facilitatorToken });
    const calls = topTen(exercise, exercise.adminToken);
    const target = players / POLL_EVERY_S;
    const bodies = exercise.players.map((p) =>
      JSON.stringify({ token: p.token, player: p.user, team: p.team }),
    );

    console.log(`polling: ${target} req/s for ${STEP_S} s, with the ten calls beside it`);
    server.send({ type: 'resetLoopDelay' });
    const cpuBefore = (await metrics(server)).cpuMs;
    const mixNames = Object.keys(calls).filter((name) => name !== 'getMailFacilitated');
    const [base, ...mixed] = await Promise.all([
      fireApart(url, bodies, target, STEP_S),
      ...mixNames.map((name) => fire(url, calls[name]!, CALL_RATE, STEP_S)),
    ]);
    const loop = await metrics(server);
    const answered = [base, ...mixed].reduce((sum, result) => sum + result.requests.total, 0);
    const run: SizeRun = {
      players,
      polling: toLoad(`${players} players polling`, target, base),
      calls: mixed.map((result, i) => toLoad(mixNames[i]!, CALL_RATE, result)),
      loopP99: loop.loopDelayP99 ?? NaN,
      loopMax: loop.loopDelayMax ?? NaN,
      cpuUsPerRequest: ((loop.cpuMs - cpuBefore) * 1000) / answered,
    };
    if (!last) return { run, ramp: [] };

    // Up from the target while each rate is sustained; down from it until one is.
    const ramp: Load[] = [];
    const up = sustained(run.polling);
    for (const factor of up ? RAMP_UP : RAMP_DOWN) {
      const rate = target * factor;
      console.log(`polling: ${rate} req/s for ${STEP_S} s`);
      const load = toLoad(
        `${rate * POLL_EVERY_S} players' worth`,
        rate,
        await fireApart(url, bodies, rate, STEP_S),
      );
      ramp.push(load);
      if (sustained(load) !== up) break;
    }
    return { run, ramp };
  } finally {
    await server.stop();
  }
}

export async function polling(): Promise<Section> {
  const loadAverage = os.loadavg()[0]!;
  const runs: SizeRun[] = [];
  let ramp: Load[] = [];
  for (const [i, players] of SIZES.entries()) {
    const measured = await measureSize(players, i === SIZES.length - 1);
    runs.push(measured.run);
    ramp = measured.ramp;
  }
  return {
    heading: POLLING_HEADING,
    body: render(loadAverage, runs, ramp),
    targets: targets(runs, ramp),
  };
}

function render(loadAverage: number, runs: SizeRun[], ramp: Load[]): string {
  const largest = runs.at(-1)!;
  return `Measured by \`tests/bench/polling.ts\` (\`BENCH_ONLY=polling npm run bench\`) against the real
server in its own process (embedded store), all on this machine's cores. For each size a fresh
server: the players joined through \`joinFacilitated\`, the clock running, each polling
\`getMailFacilitated\` every ${POLL_EVERY_S} s, a different player each request, at an even pace
(\`pacedLoad.ts\`: request k is due at k / rate, over ${CONNECTIONS} keep-alive connections, from a
process of its own); latency runs from each request's due moment to its answer, so queueing
anywhere counts. Every step runs ${STEP_S} s. A rate is **sustained** when its p99 is under
${P99_TARGET_MS} ms, the server answers at least 95% of the requested rate and nothing fails. After
the largest size the rate goes ${ramp.length > 0 && ramp[0]!.requested > largest.polling.requested ? 'up' : 'down'} in steps. The machine's load average (1 min) was
${round(loadAverage, 1)} when the run began, on ${os.cpus().length} cores.

| load | requested /s | answered /s | p50 | p99 | max | requests | failed |
|---|---|---|---|---|---|---|---|
${[...runs.map((r) => r.polling), ...ramp].map(loadRow).join('\n')}

The server's CPU time (user + system) per request answered while each size's polling and the
ten calls ran, a figure the machine's load does not stretch as it does latency:
${runs.map((r) => `${r.players} players ${round(r.cpuUsPerRequest, 0)} µs`).join(', ')}.

The ten calls the player and portal flows make most, each at ${CALL_RATE} requests a second (an
even pace too) **during** each size's polling above. Chosen by how often one session makes them:
the inbox poll (above), the link check on every page load (\`loginToken\`), the draft saved while
typing and read on each open, read receipts, the notes (read and saved), joining, the pass
result, and the portal's catalogue and session check.

${runs.map(renderCalls).join('\n\n')}
`;
}

function renderCalls(run: SizeRun): string {
  return `Beside ${run.players} players polling (server loop delay over that step: p99 ${ms(run.loopP99)}, max ${ms(run.loopMax)}):

| call | requested /s | answered /s | p50 | p99 | max | requests | failed |
|---|---|---|---|---|---|---|---|
${run.calls.map(loadRow).join('\n')}`;
}

function targets(runs: SizeRun[], ramp: Load[]): Target[] {
  const loads = [...runs.map((r) => r.polling), ...ramp];
  const best = loads.filter(sustained).sort((a, b) => b.requested - a.requested)[0];
  const perSize = runs.flatMap((run): Target[] => {
    const worstCall = run.calls.reduce((worst, call) => (call.p99 > worst.p99 ? call : worst));
    return [
      {
        what: `p99 of ${run.players} players polling every ${POLL_EVERY_S} s`,
        limit: `< ${P99_TARGET_MS} ms at ${run.polling.requested} req/s`,
        measured: `${ms(run.polling.p99)} at ${round(run.polling.achieved, 0)} req/s`,
        met: sustained(run.polling),
      },
      {
        what: `server CPU per request beside ${run.players} players polling`,
        limit: '(measured)',
        measured: `${round(run.cpuUsPerRequest, 0)} µs`,
        met: null,
      },
      {
        what: `REST p99 of the ten calls beside ${run.players} players polling`,
        limit: `< ${P99_TARGET_MS} ms`,
        measured: `worst ${worstCall.label} ${ms(worstCall.p99)}`,
        met: worstCall.p99 < P99_TARGET_MS && run.calls.every((c) => c.failed === 0),
      },
    ];
  });
  return [
    ...perSize,
    {
      what: 'highest polling rate sustained',
      limit: '(measured)',
      measured: best
        ? `${round(best.achieved, 0)} req/s (${Math.round(best.requested * POLL_EVERY_S)} players)`
        : 'none of the steps',
      met: null,
    },
    {
      what: 'most requests answered in a step',
      limit: '(measured)',
      measured: `${round(Math.max(...loads.map((l) => l.achieved)), 0)} req/s`,
      met: null,
    },
  ];
}
