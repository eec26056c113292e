/**
 * Campaign-shaped load: players of an automated exercise, each on their own clock, entering
 * one after another over a minute (BENCH_CAMPAIGN players, BENCH_CAMPAIGN_SPREAD_MS). Two
 * rows: the entries alone, and the entries while every player's invitation is sent.
 */
import os from 'node:os';
import { PlayerGroup } from './players';
import { fmt, machineLoad, type Section, type Target } from './report';
import { metrics, playerProcessesFor, row, startServer, type Row } from './runs';
import { BENCH_IDS, STEP_MS } from './scenario';
import { summarise, type Summary } from './stats';

export const CAMPAIGN_HEADING = 'Campaign-shaped load: every player on their own clock';

/** The campaign's target for each row: an event shows within a second of its due moment. */
const P99_LIMIT_MS = 1_000;

interface CampaignRow {
  name: string;
  row: Row;
  /** `loginToken`, request to response. */
  entry: Summary;
  /** From the entry's response to the first push on the player's socket. */
  firstPush: Summary;
}

async function campaignRun(count: number, spreadMs: number, invite: boolean): Promise<CampaignRow> {
  const name = invite
    ? `entries while ${count.toLocaleString('en')} invitations send`
    : 'entries only';
  console.log(`campaign (${name}) with ${count} players entering over ${spreadMs / 1000} s`);
  const load = os.loadavg()[0]!;
  const server = startServer();
  const { url } = await server.next('ready');
  const players = new PlayerGroup(playerProcessesFor(count));
  try {
    const base = await metrics(server, true);
    server.send({ type: 'seedCampaign', count, invite });
    const { links } = await server.next('campaign');
    server.send({ type: 'resetLoopDelay' });
    await players.connect('campaign', url, links, spreadMs);
    const report = await players.collect(BENCH_IDS, spreadMs + BENCH_IDS.length * STEP_MS + 30_000);
    const after = await metrics(server, true);
    return {
      name,
      row: row('campaign', players, count, report, {
        load,
        rssPerPlayerKb: (after.rss - base.rss) / count / 1024,
        loopDelayP99: after.loopDelayP99,
        loopDelayMax: after.loopDelayMax,
      }),
      entry: summarise(report.entries),
      firstPush: summarise(report.firstPushes),
    };
  } finally {
    await players.stop();
    await server.stop();
  }
}

const TABLE_HEAD = `| row | players | p50 | p95 | p99 | max | samples | entry p50 | entry p99 | entry → first push p50 | entry → first push p99 | missed | dup/gaps | RSS KB/player | loop p99 | loop max | errors | load |
| --- | ------- | --- | --- | --- | --- | ------- | --------- | --------- | ---------------------- | ---------------------- | ------ | -------- | ------------- | -------- | -------- | ------ | ---- |`;

function table(rows: readonly CampaignRow[]): string {
  const lines = rows.map(({ name, row: r, entry, firstPush }) =>
    [
      name,
      r.players,
      fmt(r.latency.p50),
      fmt(r.latency.p95),
      fmt(r.latency.p99),
      fmt(r.latency.max),
      r.latency.count,
      fmt(entry.p50),
      fmt(entry.p99),
      fmt(firstPush.p50),
      fmt(firstPush.p99),
      r.missed,
      r.duplicated + r.seqGaps,
      fmt(r.rssPerPlayerKb),
      fmt(r.loopDelayP99),
      fmt(r.loopDelayMax),
      r.errors,
      fmt(r.load),
    ].join(' | '),
  );
  return [TABLE_HEAD, ...lines.map((line) => `| ${line} |`)].join('\n');
}

function targets({ name, row: r }: CampaignRow): Target[] {
  const loss = r.missed + r.duplicated + r.seqGaps;
  return [
    {
      what: `p99 push latency, campaign, ${name}`,
      limit: `≤ ${P99_LIMIT_MS} ms`,
      measured: `${fmt(r.latency.p99)} ms`,
      met: r.latency.p99 <= P99_LIMIT_MS,
    },
    {
      what: `missed or duplicated events, campaign, ${name}`,
      limit: '0',
      measured: String(loss),
      met: loss === 0,
    },
  ];
}

export async function campaign(): Promise<Section> {
  const count = Number(process.env.BENCH_CAMPAIGN ?? 1_000);
  const spreadMs = Number(process.env.BENCH_CAMPAIGN_SPREAD_MS ?? 60_000);
  const rows = [
    await campaignRun(count, spreadMs, false),
    await campaignRun(count, spreadMs, true),
  ];
  return {
    heading: CAMPAIGN_HEADING,
    body: `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${machineLoad()} at the end.
An automated exercise (a campaign) with ${count.toLocaleString('en')} players, the same chain of ${BENCH_IDS.length} e-mails
one every ${STEP_MS / 1000} s. Each player enters through their own link (\`loginToken\`, which
starts their clock) at an even pace over ${spreadMs / 1000} s, then connects with socket.io: every player
is on a clock of their own, so due moments are spread out and few pushes share a projection
or an encoding (the opposite of the facilitated case). Latency as above (due moment to
arrival); the loop figures cover the whole run, entries included. Each run starts once the
server's \`/api/ready\` answers (start-up work done).

Two rows: the entries alone, and the same entries while the product's own invitation path
sends every player's invitation (the exercise is announced as created, as an order does; the
mail goes to the outbox at \`MAIL_RATE_PER_MINUTE\`, 600 by default). Entry = \`loginToken\`
request to response; entry → first push = that response to the first \`mail.changed\` on the
player's socket (connecting included).

${table(rows)}`,
    targets: rows.flatMap(targets),
  };
}
