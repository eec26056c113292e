import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import { answerFirstQuestion, parseCsv, pdfText, portalLogIn } from './support/reports';

/**
 * The customer's results, live: the demo client orders a drill, two players play it in
 * their own browsers, and the owner's dashboard and open report follow without a reload.
 */

const LIVE = { timeout: 1_000 };
const ISOLATE = 'Isolate FS-02 from the network now';
const WAIT = 'Keep watching and gather more evidence';
const DRILL = 'Live results drill';
const TRAINED = 'Trainer drill';
const SHOTS = '.tmp';

let app: AppServer;
let owner: BrowserSession;
let players: BrowserSession[];
let report: Page;
let dashboard: Page;
let links: string[];

async function post(path: string, body: object): Promise<unknown> {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

beforeAll(async () => {
  app = await startAppServer();
  [owner, ...players] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
  const { token } = (await post('/api/loginCustomer', {
    filename: 'acmecorp',
    password: 'acme-demo-2026',
  })) as { token: string };
  const today = new Date();
  const order = (await post('/api/createOrder', {
    token,
    scenario: 'ransomwareAtDawn',
    username: 'acmecorp',
    identifier: DRILL,
    date: `${today.getUTCFullYear()}-${today.getUTCMonth() + 1}-${today.getUTCDate()}`,
    private: false,
    players: [
      { email: 'pia@acme.example', team: 'Athena' },
      { email: 'raj@acme.example', team: 'Artemis' },
    ],
  })) as { players: { token: string }[] };
  links = order.players.map((player) => `${app.url}/exercise/${player.token}`);
  await post('/api/createOrder', {
    token,
    scenario: 'ransomwareAtDawn',
    username: 'acmecorp',
    identifier: TRAINED,
    date: `${today.getUTCFullYear()}-${today.getUTCMonth() + 1}-${today.getUTCDate()}`,
    private: false,
    trainer: 'acmecorp-trainer',
    players: [{ email: 'sam@acme.example', team: -1 }],
  });
}, 60_000);

afterAll(async () => {
  await Promise.all([owner?.close(), ...(players ?? []).map((session) => session.close())]);
  await app?.stop();
});

describe('live results', () => {
  it('update the open dashboard and report within 1 s of each answer, without a reload', async () => {
    report = owner.page;
    await portalLogIn(report, app.url, 'acmecorp', 'acme-demo-2026');
    await report.goto(`${app.url}/reports/${encodeURIComponent(DRILL)}`);
    await report.getByRole('heading', { name: DRILL }).waitFor();
    dashboard = await owner.context.newPage();
    await dashboard.goto(`${app.url}/dashboard`);
    const card = dashboard.getByRole('article', { name: DRILL });
    await card.getByRole('button', { name: 'Show Players' }).click();
    await card.getByRole('row', { name: /pia@acme.example/ }).waitFor();
    await expectNoAxeViolations(dashboard, 'portal: dashboard');

    await answerFirstQuestion(players[0]!.page, links[0]!, ISOLATE);
    await report.getByText(`${ISOLATE} — 1 answer`).waitFor(LIVE);
    // Still playing: the score so far, no verdict before the run ends (docs/reports.md).
    await card.getByRole('row', { name: /pia@acme.example.*Playing.*1 \/ 1 so far/ }).waitFor(LIVE);

    await answerFirstQuestion(players[1]!.page, links[1]!, WAIT);
    await report.getByText(`${WAIT} — 1 answer`).waitFor(LIVE);
    await card.getByRole('row', { name: /raj@acme.example.*Playing.*0 \/ 1 so far/ }).waitFor(LIVE);
    await report.screenshot({ path: `${SHOTS}/report-live.png`, fullPage: true });
    await expectNoAxeViolations(report, 'portal: report');
  });

  it('shows no e-mail address once anonymised, in the page and in the CSV', async () => {
    await report.getByLabel('Anonymise').check();
    const text = await report.locator('.report-view').innerText();
    expect(text).not.toMatch(/@acme\.example/);
    expect(text).toMatch(/[A-Z]{8}[0-9]{8}/);
    const [download] = await Promise.all([
      report.waitForEvent('download'),
      report.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([
      'section',
      'player',
      'team',
      'status',
      'question',
      'answer',
      'mark',
      'seconds',
      'timeliness',
      'score',
      'total',
      'passed',
      'text',
      'time',
      'language',
    ]);
    expect(rows.filter((row) => row[0] === 'response').map((row) => row[5])).toEqual(
      expect.arrayContaining([ISOLATE, WAIT]),
    );
    expect(csv).not.toMatch(/@acme\.example/);
    await report.getByLabel('Anonymise').uncheck();
  });

  it('downloads the signed evidence, which the shipped command verifies, and not after a change', async () => {
    const [download] = await Promise.all([
      report.waitForEvent('download'),
      report.getByRole('button', { name: 'Download evidence' }).click(),
    ]);
    await report.getByText('Evidence saved as Live-results-drill-evidence.zip').waitFor();
    expect(download.suggestedFilename()).toBe('Live-results-drill-evidence.zip');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-evidence-e2e-'));
    const file = path.join(folder, 'evidence.zip');
    await download.saveAs(file);
    const key = path.join(folder, 'key.pem');
    fs.writeFileSync(
      key,
      await (await fetch(`${app.url}/.well-known/dojo-evidence-key.pem`)).text(),
    );
    // The compiled command `npm run verify-evidence` runs (server/dist, as a production install has it).
    const verify = (zip: string) =>
      execFileSync(process.execPath, ['server/dist/verify-evidence.js', zip, '--key', key], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(verify(file)).toMatch(/^Verified: .*: 4 files of exercise "Live results drill"/);
    const bytes = fs.readFileSync(file);
    const at = Math.floor(bytes.length / 2);
    bytes[at] = (bytes[at] ?? 0) ^ 0x01;
    const changed = path.join(folder, 'changed.zip');
    fs.writeFileSync(changed, bytes);
    const refused = (() => {
      try {
        return { code: 0, output: verify(changed) };
      } catch (error) {
        const failed = error as { status: number; stdout: string };
        return { code: failed.status, output: failed.stdout };
      }
    })();
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^NOT VERIFIED/);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('prints to an A4 PDF that holds the scores', async () => {
    await report.emulateMedia({ media: 'print' });
    const pdf = await report.pdf({ format: 'A4', printBackground: true });
    await report.emulateMedia({ media: 'screen' });
    const text = await pdfText(new Uint8Array(pdf));
    expect(text).toContain('Scores');
    // The scores are what each player answered: one right for pia, none for raj. How many
    // questions have reached them by now is the game clock's (pia's next one comes 10 s after
    // her answer, which a loaded machine passes before printing), so any count is read.
    expect(text).toMatch(
      /pia@acme\.example\s+Athena\s+English\s+Standard time\s+Playing\s+1 \/ [1-9] so far/,
    );
    expect(text).toMatch(
      /raj@acme\.example\s+Artemis\s+English\s+Standard time\s+Playing\s+0 \/ [1-9] so far/,
    );
    expect(text).not.toContain('Download CSV');
  });

  it('replays what a player saw at a minute: the inbox the game serves them', async () => {
    await report.getByRole('tab', { name: 'Replay' }).click();
    await report.getByLabel('Player').selectOption('pia@acme.example');
    const slider = report.getByRole('slider');
    await slider.focus();
    await report.keyboard.press('End');
    const replayed = report.locator('.replay-event');
    await replayed.first().waitFor();
    await report.getByText(`Answer: ${ISOLATE} (correct)`).waitFor();
    // What pia's own page shows now, and what the replay shows for the current minute.
    const seen = await players[0]!.page.locator('.mail-item').count();
    const mails = await report.locator('.replay-meta', { hasText: 'Email' }).count();
    expect(mails).toBe(seen);
  });

  it('lets a trainer see only the exercises it trains', async () => {
    const trainer = await openBrowser();
    try {
      await portalLogIn(trainer.page, app.url, 'acmecorp-trainer', 'trainer-demo-2026');
      await trainer.page.goto(`${app.url}/reports`);
      await trainer.page.getByRole('link', { name: TRAINED }).waitFor();
      expect(await trainer.page.getByRole('link', { name: 'Q4 readiness drill' }).count()).toBe(0);
      expect(await trainer.page.getByRole('link', { name: DRILL }).count()).toBe(0);
      expect(await trainer.page.getByRole('link', { name: 'Demo campaign' }).count()).toBe(0);
      await trainer.page.goto(`${app.url}/reports/${encodeURIComponent(DRILL)}`);
      await trainer.page
        .getByText('Only the trainer of the exercise can see the report.')
        .waitFor();
      await trainer.page.goto(`${app.url}/reports/${encodeURIComponent(TRAINED)}`);
      await trainer.page.getByRole('radio', { name: 'Individual Data' }).check();
      await trainer.page.getByRole('heading', { name: 'Scores' }).waitFor();
      // Individual Data: the scores table holds the one chosen player.
      const scores = trainer.page.locator('.report-panel-responses .report-table').first();
      expect(await scores.locator('tbody tr').count()).toBe(1);
    } finally {
      await trainer.close();
    }
  });
});
