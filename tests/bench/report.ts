import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_IDS, STEP_MS } from './scenario';
import { round, type Summary } from './stats';

export interface Row {
  kind: 'socket.io' | 'raw ws' | 'polling';
  players: number;
  latency: Summary;
  missed: number;
  duplicated: number;
  seqGaps: number;
  errors: number;
  rssPerPlayerKb?: number;
  rssMb?: number;
  loopDelayP99?: number;
}

interface Target {
  what: string;
  limit: string;
  measured: string;
  met: boolean;
  /** Shown for context, not a target of its own. */
  reference?: boolean;
}

const fmt = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? '–' : String(round(value, digits));

function find(rows: Row[], kind: Row['kind'], players: number) {
  return rows.find((row) => row.kind === kind && row.players === players);
}

/**
 * Memory per connected player: the whole server's growth divided by its players (fixed costs
 * included, so small runs look worse), and the slope between the two largest runs (what each
 * extra player costs, records and connection together), which is what the target bounds.
 */
function memoryTargets(rows: Row[]): Target[] {
  const runs = rows.filter((r) => r.kind === 'socket.io' && r.rssPerPlayerKb !== undefined);
  const list: Target[] = runs.map((row) => ({
    what: `server RSS growth / players, ${row.players} players (fixed costs included)`,
    limit: '(for reference)',
    measured: `${fmt(row.rssPerPlayerKb)} KB`,
    met: true,
    reference: true,
  }));
  const [small, large] = [...runs].sort((a, b) => a.players - b.players).slice(-2);
  if (small && large && large.players > small.players) {
    const grownKb = large.rssPerPlayerKb! * large.players - small.rssPerPlayerKb! * small.players;
    const slope = grownKb / (large.players - small.players);
    list.push({
      what: `server RSS per connected player (slope ${small.players} → ${large.players})`,
      limit: '≤ 50 KB',
      measured: `${fmt(slope)} KB`,
      met: slope <= 50,
    });
  }
  return list;
}

function targets(rows: Row[]): Target[] {
  const list: Target[] = [];
  const at100 = find(rows, 'socket.io', 100);
  const at2000 = find(rows, 'socket.io', 2000);
  if (at100) {
    list.push({
      what: 'p99 delivery, 100 players',
      limit: '≤ 10 ms',
      measured: `${fmt(at100.latency.p99)} ms`,
      met: at100.latency.p99 <= 10,
    });
  }
  if (at2000) {
    list.push({
      what: 'p99 delivery, 2,000 players',
      limit: '≤ 100 ms',
      measured: `${fmt(at2000.latency.p99)} ms`,
      met: at2000.latency.p99 <= 100,
    });
    list.push({
      what: 'event-loop delay p99, 2,000 players',
      limit: '≤ 50 ms',
      measured: `${fmt(at2000.loopDelayP99)} ms`,
      met: (at2000.loopDelayP99 ?? Infinity) <= 50,
    });
  }
  for (const row of rows.filter((r) => r.kind === 'socket.io')) {
    const ws = find(rows, 'raw ws', row.players);
    if (!ws) continue;
    // Below 1 ms the ratio measures timer granularity, not the stack: compare with a 1 ms floor.
    const ratio = row.latency.p99 / Math.max(ws.latency.p99, 1);
    list.push({
      what: `socket.io p99 vs raw ws, ${row.players} players`,
      limit: '≤ 1.5×',
      measured: `${fmt(ratio, 2)}× (${fmt(row.latency.p99)} vs ${fmt(ws.latency.p99)} ms)`,
      met: ratio <= 1.5,
    });
  }
  list.push(...memoryTargets(rows));
  const lost = rows
    .filter((r) => r.kind !== 'polling')
    .reduce((n, r) => n + r.missed + r.duplicated + r.seqGaps, 0);
  list.push({
    what: 'missed or duplicated events (pushes)',
    limit: '0',
    measured: String(lost),
    met: lost === 0,
  });
  return list;
}

/** A section measured by its own module (tests/bench/polling.ts, browser.ts): heading and body. */
export interface Section {
  heading: string;
  body: string;
}

const sectionText = (sections: Section[]) =>
  sections.map((s) => `\n${s.heading}\n\n${s.body.trimEnd()}\n`).join('');

/** `BENCH_ONLY=<part>`: rewrites only those sections of docs/performance.md, keeping the rest. */
export function replaceSections(sections: Section[]): string {
  const file = path.resolve(import.meta.dirname, '../../docs/performance.md');
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  for (const section of sections) {
    const start = text.indexOf(`${section.heading}\n`);
    const end = start < 0 ? -1 : text.indexOf('\n## ', start + section.heading.length);
    const fresh = sectionText([section]);
    text =
      start < 0
        ? `${text.trimEnd()}\n${fresh}`
        : `${text.slice(0, start).trimEnd()}\n${fresh}${end < 0 ? '' : text.slice(end)}`;
  }
  fs.writeFileSync(file, text);
  return file;
}

/** Sections of docs/performance.md the bench does not measure; each run keeps them as they are. */
const KEPT_SECTIONS = ['## Unit test run time'];

/** Sections measured by their own modules: kept as they are by a run that skips them. */
const APART_SECTIONS = [
  '## Polling capacity (issue 13)',
  '## What the browser downloads (issue 13)',
];

function keptSections(file: string, headings = KEPT_SECTIONS): string {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return headings
    .map((heading) => {
      const start = old.indexOf(`${heading}\n`);
      if (start < 0) return '';
      const end = old.indexOf('\n## ', start + heading.length);
      return `\n${old.slice(start, end < 0 ? undefined : end + 1).trimEnd()}\n`;
    })
    .join('');
}

export function writeReport(rows: Row[], sections: Section[] = []): string {
  const file = path.resolve(import.meta.dirname, '../../docs/performance.md');
  const skipped = APART_SECTIONS.filter((h) => !sections.some((s) => s.heading === h));
  const kept = keptSections(file, [...skipped, ...KEPT_SECTIONS]);
  const table = rows.map(
    (r) =>
      `| ${r.kind} | ${r.players} | ${fmt(r.latency.p50)} | ${fmt(r.latency.p95)} | ${fmt(r.latency.p99)} | ${fmt(r.latency.max)} | ${r.latency.count} | ${r.missed} | ${r.duplicated + r.seqGaps} | ${fmt(r.rssPerPlayerKb)} | ${fmt(r.loopDelayP99)} | ${r.errors} |`,
  );
  const goals = targets(rows).map(
    (t) =>
      `| ${t.what} | ${t.limit} | ${t.measured} | ${t.reference ? '–' : t.met ? 'met' : '**missed**'} |`,
  );
  const text = `# Performance

Measured by \`npm run bench\` (tests/bench/) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores
(${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.
Every number below is from the last run; the file is rewritten by each run.

## Method

- The server runs in its own process (the real server, embedded store, production log level);
  the simulated players run in another process. All traffic is on loopback.
- A facilitated exercise with a chain of ${BENCH_IDS.length} e-mails, one every ${STEP_MS / 1000} s, all
  players on one shared clock: every event is due for every player at the same instant, the
  hardest case for fan-out. Players join through the real calls (\`joinFacilitated\`), connect
  with socket.io (websocket transport), then the facilitator starts the clock.
- Latency = the moment the player process receives an event − the event's due moment (derived
  from the push's \`serverTime\`, the game time it carries and the event's \`displayAt\`; both
  processes share the machine clock).
- **raw ws**: a bare \`ws\` server sends a message of similar size to every client at each due
  moment, with nothing else to do: the floor for this machine.
- **polling**: the fallback when the socket is down; each player calls \`getMailFacilitated\`
  every 5 s (random phase), latency = how late the poll first shows the event.
- RSS per player = (server RSS with the players joined and connected − RSS of the fresh
  server before any player joined) / players, both after a forced GC: everything a player
  costs the server, its stored records included. Event-loop delay = the server's
  \`monitorEventLoopDelay\` p99 from the start of the clock to the last delivery.
- Missed / duplicated: every player must receive every event exactly once, and every push's
  \`seq\` must follow the previous one.

## Results (milliseconds)

| path | players | p50 | p95 | p99 | max | samples | missed | dup/gaps | RSS KB/player | loop p99 | errors |
|---|---|---|---|---|---|---|---|---|---|---|---|
${table.join('\n')}

## Targets (issue 4)

| target | limit | measured | |
|---|---|---|---|
${goals.join('\n')}

## Where the time goes (profiled with BENCH_CPU_PROF=<dir>)

- Every event is due for every player at the same instant, and each player gets its own push
  (its own inbox, its own \`seq\`): the server's work is one projection and one socket write
  per player. Profiled at 2,000 players the runner spends about 50 µs per player per due
  event, most of it in the socket write itself (\`writev\`), which the raw ws baseline pays
  too; the event loop never stalls (loop p99 above).
- What was removed to get here: store reads on a timer (a timer only moves time on, so the
  runner re-projects the inputs it holds; writes reload them, many players of an exercise in
  one read per collection), hashing whole events to find what changed (signatures of the
  parts that can change; an event is built only when sent), and validating every outgoing
  push against its schema in production (still on in development and tests).
- The players' process shares the machine's two cores with the server: at 2,000 sockets the
  raw ws baseline alone reaches a p99 near 80-110 ms on this machine, so the absolute
  targets at 2,000 players sit at or under the floor the machine gives a bare websocket;
  the remaining gap to it is socket.io's framing and per-room emit.
${sectionText(sections)}${kept}`;
  fs.writeFileSync(file, text);
  return file;
}
