/**
 * What the browser downloads and how soon a phone shows something (`BENCH_ONLY=browser`;
 * needs `npm run build` first). Debian's chromium through playwright-core, as a throttled
 * phone: 4x CPU slowdown, "fast 3G" (1.6 Mbps down, 750 kbps up, 150 ms round trip), a
 * 390x844 viewport, a cold cache on every load. Measures the player's time to the first event
 * in the inbox and the portal catalogue's largest contentful paint, and the gzipped bytes of
 * each area's first load from the build's manifest (tests/e2e/support/bundleSizes.ts).
 */
import os from 'node:os';
import {
  allAreaSizes,
  PLAYER_JS_BUDGET,
  protocolGzipBytes,
  type AreaSize,
} from '../e2e/support/bundleSizes';
import { startAppServer, type AppServer } from '../e2e/support/appServer';
import type { CDPSession } from 'playwright-core';
import { openBrowser, type BrowserSession, type Page } from '../e2e/support/browser';
import type { Section, Target } from './report';
import { round, summarise } from './stats';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downBytesPerS: 1_600_000 / 8,
  upBytesPerS: 750_000 / 8,
};
/** The demo campaign's player link, and how far its first e-mail's delay is. */
const PLAYER_LINK = '/exercise/demo-player-artemis-1';
const FIRST_EVENT_DELAY_MS = 10_000;
const FIRST_EVENT_TARGET_MS = 1_500;
const LCP_TARGET_MS = 1_500;

interface Load {
  ms: number;
  scripts: number;
  scriptBytes: number;
}

/** Throttles this page as the phone profile, with its cache emptied. */
async function asPhone(session: BrowserSession): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await session.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await session.context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downBytesPerS,
    uploadThroughput: PHONE.upBytesPerS,
    connectionType: 'cellular3g',
  });
  return { page, cdp };
}

/** The binding the page calls when what a load waits for is shown (`whenShown`). */
const SHOWN_BINDING = 'dojoBenchShown';

/**
 * The page's own time (`performance.now()`) at which `selector` first matches, seen by a
 * MutationObserver set before the page's scripts, which calls a binding of the DevTools
 * protocol. Nothing of playwright's runs in the page until then: its injected script and a
 * `waitForFunction`'s polling ran on the throttled main thread during the load and were
 * counted in it (about 150 ms on the phone profile; docs/performance.md, "Issue 36, session 17").
 */
async function whenShown(
  page: Page,
  cdp: CDPSession,
  selector: string,
): Promise<() => Promise<number>> {
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: SHOWN_BINDING });
  await page.addInitScript(
    ({ binding, wanted }) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(wanted)) return;
        observer.disconnect();
        const call = (window as unknown as Record<string, (payload: string) => void>)[binding];
        call?.(String(performance.now()));
      }).observe(document, { childList: true, subtree: true });
    },
    { binding: SHOWN_BINDING, wanted: selector },
  );
  const shown = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${selector} not shown in 60 s`)), 60_000);
    cdp.on('Runtime.bindingCalled', (event) => {
      if (event.name !== SHOWN_BINDING) return;
      clearTimeout(timer);
      resolve(Number(event.payload));
    });
  });
  // Awaited once the page is asked for; a load that fails first reports its own error.
  shown.catch(() => undefined);
  return () => shown;
}

/** Scripts the page fetched over the network: how many, and their bytes on the wire. */
function scriptsFetched(page: Page): Promise<{ scripts: number; scriptBytes: number }> {
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js')) as PerformanceResourceTiming[];
    return {
      scripts: scripts.length,
      scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
    };
  });
}

/**
 * A returning player (NDA agreed on this device, the exercise running) opens the link on a
 * cold cache: from navigation to the first e-mail in the inbox.
 */
async function playerLoad(app: AppServer): Promise<Load> {
  const session = await openBrowser();
  try {
    await session.page.goto(`${app.url}${PLAYER_LINK}`);
    await session.page.getByRole('button', { name: 'I agree to NDA' }).click();
    await session.page.getByRole('heading', { name: 'Inbox' }).waitFor();
    // The demo campaign's first e-mail comes after a delay from the player's start: let it pass.
    await app.advanceClock(FIRST_EVENT_DELAY_MS);
    await session.page.locator('.mail-item').first().waitFor({ timeout: 30_000 });
    await session.page.close();
    const { page, cdp } = await asPhone(session);
    const firstEvent = await whenShown(page, cdp, '.mail-item');
    await page.goto(`${app.url}${PLAYER_LINK}`, { waitUntil: 'commit' });
    return { ms: await firstEvent(), ...(await scriptsFetched(page)) };
  } finally {
    await session.close();
  }
}

/** A first visit to the portal's catalogue on a cold cache: its largest contentful paint. */
async function catalogueLoad(app: AppServer): Promise<Load> {
  const session = await openBrowser();
  try {
    const { page, cdp } = await asPhone(session);
    await page.addInitScript(() => {
      const seen = window as unknown as { lcp?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const catalogue = await whenShown(page, cdp, '[aria-labelledby="catalogue-exercises"]');
    await page.goto(`${app.url}/`, { waitUntil: 'commit' });
    await catalogue();
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(() => (window as unknown as { lcp?: number }).lcp ?? NaN);
    return { ms: lcp, ...(await scriptsFetched(page)) };
  } finally {
    await session.close();
  }
}

const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;

function render(
  loadAverage: number,
  sizes: AreaSize[],
  protocol: number,
  player: Load[],
  catalogue: Load[],
): string {
  const loadRow = (what: string, loads: Load[]) => {
    const times = summarise(loads.map((l) => l.ms));
    const last = loads.at(-1)!;
    return `| ${what} | ${loads.map((l) => round(l.ms, 0)).join(', ')} ms | ${round(times.p50, 0)} ms | ${last.scripts} | ${kb(last.scriptBytes)} |`;
  };
  return `Measured by \`tests/bench/browser.ts\` (\`BENCH_ONLY=browser npm run bench\`, after
\`npm run build\`): Debian's chromium (playwright-core) as a phone, 4x CPU slowdown, "fast 3G"
(1.6 Mbps down, 750 kbps up, 150 ms round trip), 390x844, a cold cache on every load, ${RUNS}
loads each, against the built server (demo data) on this machine. The player is a returning
player (NDA agreed on this device) opening the demo campaign's link once its first e-mail is
due; the time runs from navigation to the first e-mail shown in the inbox. The catalogue's
figure is its largest contentful paint on a first visit. The machine's load average (1 min) was
${round(loadAverage, 1)} when the run began, on ${os.cpus().length} cores: CPU time is what the 4x slowdown multiplies.

| page | each load | median | scripts fetched | script bytes on the wire |
|---|---|---|---|---|
${loadRow('player: first event shown', player)}
${loadRow('portal catalogue: largest contentful paint', catalogue)}

Each area's first load (the entry and the start's chunk, the shell with React and the layout,
react-router's chunk for every area but the player, whose exercise link renders without it,
and the area's chunks with everything they import, gzipped as the server sends them), and what
it can fetch later, on first use of a lazy part (charts, rich text editor, drag and drop, other
screens, the socket client):

| area | first load JS | first load CSS | chunks | later, on first use |
|---|---|---|---|---|
${sizes.map((s) => `| ${s.area} | ${kb(s.jsGzipBytes)} | ${kb(s.cssGzipBytes)} | ${s.files.length} | ${kb(s.laterJsGzipBytes)} |`).join('\n')}

Before the split every page loaded one script of 497 KB gzipped (1,645 KB minified), sent
uncompressed. How the app is split: docs/ARCHITECTURE.md, "What the browser downloads". The
first load is the code the area's first screen renders with. The protocol's chunk (zod and the
schemas, ${kb(protocol)} gzipped, one chunk) is not in it: every page needs it, and index.html
asks for it beside the first load, so it downloads alongside, as the first screen's first
calls (which go out before it is here: only their answers wait for its check). It is under
"later" here and in "script bytes on the wire" above, as the socket client (about 14 KB),
which the player fetches once its first inbox has come (that column also counts response
headers and any lazy part the page fetched before its first event showed).
`;
}

function targets(sizes: AreaSize[], player: Load[], catalogue: Load[]): Target[] {
  const firstEvent = summarise(player.map((l) => l.ms));
  const lcp = summarise(catalogue.map((l) => l.ms));
  const playerSize = sizes.find((s) => s.area === 'player')!;
  return [
    {
      what: "player's first load, gzipped JS",
      limit: `≤ ${PLAYER_JS_BUDGET / 1024} KB`,
      measured: kb(playerSize.jsGzipBytes),
      met: playerSize.jsGzipBytes <= PLAYER_JS_BUDGET,
    },
    {
      what: 'player: first event shown, phone profile (median)',
      limit: `≤ ${FIRST_EVENT_TARGET_MS / 1000} s (ours)`,
      measured: `${round(firstEvent.p50, 0)} ms`,
      met: firstEvent.p50 <= FIRST_EVENT_TARGET_MS,
    },
    {
      what: 'catalogue: largest contentful paint, phone profile (median)',
      limit: `≤ ${LCP_TARGET_MS / 1000} s (ours)`,
      measured: `${round(lcp.p50, 0)} ms`,
      met: lcp.p50 <= LCP_TARGET_MS,
    },
  ];
}

export const BROWSER_HEADING = 'What the browser downloads';

export async function browser(): Promise<Section> {
  const loadAverage = os.loadavg()[0]!;
  const sizes = allAreaSizes();
  const app = await startAppServer({ LOG_LEVEL: 'error' });
  try {
    const player: Load[] = [];
    const catalogue: Load[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      console.log(`browser: load ${run} of ${RUNS}`);
      player.push(await playerLoad(app));
      catalogue.push(await catalogueLoad(app));
    }
    return {
      heading: BROWSER_HEADING,
      body: render(loadAverage, sizes, protocolGzipBytes(), player, catalogue),
      targets: targets(sizes, player, catalogue),
    };
  } finally {
    await app.stop();
  }
}
