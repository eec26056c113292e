/** The REST fallback's delivery: players polling getMailFacilitated every 5 s (BENCH_POLL_SIZES). */
import { rowsTable } from './delivery';
import { machineLoad, type Section } from './report';
import { facilitatedRun, type Row } from './runs';

export const FALLBACK_HEADING = 'Polling fallback: how late a poll shows an event';

export async function fallback(): Promise<Section> {
  const counts = (process.env.BENCH_POLL_SIZES ?? '1000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const rows: Row[] = [];
  for (const count of counts) {
    console.log(`polling with ${count} players`);
    rows.push(await facilitatedRun(count, 'poll'));
  }
  return {
    heading: FALLBACK_HEADING,
    body: `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${machineLoad()} at the end.
When the socket is down each player calls \`getMailFacilitated\` every 5 s (random phase); the
latency is how late the first poll showing an event comes after its due moment (expected:
spread evenly over 0-5 s). The same exercise as the delivery runs.

${rowsTable(rows)}`,
    targets: [],
  };
}
