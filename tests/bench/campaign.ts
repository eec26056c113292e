/**
 * Campaign-shaped load: players of an automated exercise, each on their own clock, entering
 * one after another over a minute (BENCH_CAMPAIGN players, BENCH_CAMPAIGN_SPREAD_MS).
 */
import os from 'node:os';
import { rowsTable } from './delivery';
import { PlayerGroup } from './players';
import { fmt, machineLoad, type Section } from './report';
import { metrics, playerProcessesFor, row, startServer, type Row } from './runs';
import { BENCH_IDS, STEP_MS } from './scenario';

export const CAMPAIGN_HEADING = 'Campaign-shaped load: every player on their own clock';

export async function campaign(): Promise<Section> {
  const count = Number(process.env.BENCH_CAMPAIGN ?? 1_000);
  const spreadMs = Number(process.env.BENCH_CAMPAIGN_SPREAD_MS ?? 60_000);
  console.log(`campaign with ${count} players entering over ${spreadMs / 1000} s`);
  const load = os.loadavg()[0]!;
  const server = startServer();
  const { url } = await server.next('ready');
  const players = new PlayerGroup(playerProcessesFor(count));
  let result: Row;
  try {
    const base = await metrics(server, true);
    server.send({ type: 'seedCampaign', count });
    const { links } = await server.next('campaign');
    server.send({ type: 'resetLoopDelay' });
    await players.connect('campaign', url, links, spreadMs);
    const report = await players.collect(BENCH_IDS, spreadMs + BENCH_IDS.length * STEP_MS + 30_000);
    const after = await metrics(server, true);
    result = row('campaign', players, count, report, {
      load,
      rssPerPlayerKb: (after.rss - base.rss) / count / 1024,
      loopDelayP99: after.loopDelayP99,
      loopDelayMax: after.loopDelayMax,
    });
  } finally {
    await players.stop();
    await server.stop();
  }
  const loss = result.missed + result.duplicated + result.seqGaps;
  return {
    heading: CAMPAIGN_HEADING,
    body: `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${machineLoad()} at the end.
An automated exercise (a campaign) with ${count.toLocaleString('en')} players, the same chain of ${BENCH_IDS.length} e-mails
one every ${STEP_MS / 1000} s. Each player enters through their own link (\`loginToken\`, which
starts their clock) at an even pace over ${spreadMs / 1000} s, then connects with socket.io: every player
is on a clock of their own, so due moments are spread out and few pushes share a projection
or an encoding (the opposite of the facilitated case). Latency as above (due moment to
arrival); the loop figures cover the whole run, entries included.

${rowsTable([result])}`,
    targets: [
      {
        what: 'p99 push latency, campaign',
        limit: '(reported)',
        measured: `${fmt(result.latency.p99)} ms`,
        met: null,
      },
      {
        what: 'event-loop delay p99, campaign',
        limit: '(reported)',
        measured: `${fmt(result.loopDelayP99)} ms (max ${fmt(result.loopDelayMax)} ms)`,
        met: null,
      },
      {
        what: 'missed or duplicated events, campaign',
        limit: '0',
        measured: String(loss),
        met: loss === 0,
      },
    ],
  };
}
