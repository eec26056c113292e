/**
 * `npm run bench`: every bench module in turn, each a section of docs/performance.md.
 * Loopback only, bounded in count and time (the whole run stays under about 15 minutes).
 *
 * BENCH_ONLY=delivery,campaign runs some modules alone (the other sections are kept). Sizes:
 * BENCH_SIZES (100,1000,2000), BENCH_CAPACITY (5000), BENCH_CAMPAIGN (1000),
 * BENCH_POLL_SIZES (1000, the fallback's), BENCH_POLL_PLAYERS (5000,10000, the polling
 * capacity's). Profiles: BENCH_CPU_PROF=<dir> (server),
 * BENCH_CPU_PROF_PLAYERS=<dir> (simulated players).
 *
 * A new module: a file exporting `async () => Section`, one line in MODULES below.
 */
import { CAMPAIGN_HEADING, campaign } from './campaign';
import { CAPACITY_HEADING, DELIVERY_HEADING, capacity, delivery } from './delivery';
import { BROWSER_HEADING, browser } from './browser';
import { FALLBACK_HEADING, fallback } from './fallback';
import { POLLING_HEADING, polling } from './polling';
import { missing } from './preflight';
import { summaryLines, writeReport } from './report';
import { runModules, type BenchModule } from './runModules';
import { STARTUP_HEADING, startup } from './startup';
import { STORE_HEADING, storeBench } from './store';

const MODULES: BenchModule[] = [
  { name: 'delivery', heading: DELIVERY_HEADING, run: delivery },
  { name: 'capacity', heading: CAPACITY_HEADING, run: capacity },
  { name: 'campaign', heading: CAMPAIGN_HEADING, run: campaign },
  { name: 'fallback', heading: FALLBACK_HEADING, run: fallback },
  { name: 'startup', heading: STARTUP_HEADING, run: startup },
  { name: 'polling', heading: POLLING_HEADING, run: polling },
  { name: 'store', heading: STORE_HEADING, run: storeBench },
  { name: 'browser', heading: BROWSER_HEADING, run: browser },
];

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !MODULES.some((m) => m.name === name)) ?? [];
if (unknown.length > 0) {
  throw new Error(
    `BENCH_ONLY: no module ${unknown.join(', ')} (${MODULES.map((m) => m.name).join(', ')})`,
  );
}

const chosen = MODULES.filter((m) => !only || only.includes(m.name));
const lacking = await missing(chosen.map((m) => m.name));
if (lacking.length > 0) {
  console.error(`The bench cannot start:\n${lacking.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}

const started = Date.now();
const order = MODULES.map((m) => m.heading);
// Each section is written as soon as its module ends: a later module failing loses only itself.
const { sections, failed } = await runModules(chosen, (done) => writeReport(done, order));
console.log(`\nbench finished in ${Math.round((Date.now() - started) / 1000)} s`);
for (const line of summaryLines(sections)) console.log(line);
for (const { name, error } of failed) console.log(`FAILED  module ${name}: ${error}`);
if (failed.length > 0) process.exitCode = 1;
