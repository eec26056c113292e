import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import { expectNoAxeViolations } from './support/axe';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import { loadInEditor, openEditor, saveThroughApi } from './support/layoutPage';
import { portalLogIn } from './support/reports';
import { eventEditor, openEvent } from './support/scenarioEditor';
import { EDITOR_ADMIN, fillEditorLogin } from './support/editorSession';

/**
 * Results customers can trust (docs/reports.md): one status per player, pushed live when a run
 * ends, and analytics that count options. A two-question drill (a checkbox, then a reorder,
 * then the end) is ordered by the demo client; one player plays it in a browser, two answer
 * through the API.
 */

const LIVE = { timeout: 1_000 };
const DRILL = 'Status drill';
const FILE = 'statusDrill';
const SHOTS = '.tmp';
const TEAMS = ['Legal', 'Communications', 'Facilities'];
const STEPS = ['Contain', 'Restore', 'Reopen'];

let app: AppServer;
let owner: BrowserSession;
let player: BrowserSession;
let dashboard: Page;
let report: Page;
let links: string[];
let codes: string[];
let customerToken: string;
let details: Page;

async function post(path: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

function drill(template: ScenarioEvent): ScenarioEvent[] {
  const sender = {
    type: 'Email' as const,
    organisation: template.organisation,
    name: template.name,
    address: template.address,
    section: '1',
  };
  return [
    {
      ...sender,
      id: '1',
      subject: 'Who needs to know?',
      content: '<p>Tick every team we bring in now.</p>',
      responseType: 'checkbox',
      options: JSON.stringify(TEAMS.map((checkbox) => ({ checkbox }))),
      correct: ['Legal', 'Communications'],
      wrong: ['Facilities'],
      timeLimit: '180',
      next: '2',
      delay: '5',
    },
    {
      ...sender,
      id: '2',
      subject: 'Put the recovery in order',
      content: '<p>First to last.</p>',
      responseType: 'reorder',
      options: JSON.stringify(STEPS.map((reorder) => ({ reorder }))),
      correct: STEPS,
      timeLimit: '240',
      next: '/0',
      delay: '5',
    },
  ];
}

/** A player answering through the API, as their page would. */
async function answerAs(code: string, user: string, id: string, response: string[]) {
  const session = await post('/api/loginToken', { token: code });
  const token = session.token as string;
  await post('/api/agreeExerciseNda', { token });
  const saved = await post('/api/setResponse', {
    token,
    user,
    id,
    response,
    next: '',
    scenario: FILE,
  });
  expect(saved.type, JSON.stringify(saved)).toBe('success');
}

beforeAll(async () => {
  app = await startAppServer();
  [owner, player] = await Promise.all([openBrowser(), openBrowser()]);
  const editor = await post('/api/loginEditor', {
    username: 'author',
    password: 'author-demo-2026',
  });
  const demo = await post('/api/loadFile', { token: editor.token, filename: 'ransomwareAtDawn' });
  const { revision: _r, updatedBy: _b, updatedAt: _a, scenario, ...details } = demo;
  const saved = await post('/api/saveFile', {
    ...details,
    title: 'Status drill scenario',
    fileName: FILE,
    visible: true,
    scenario: drill((scenario as ScenarioEvent[])[0] as ScenarioEvent),
    token: editor.token,
  });
  expect(saved.type, JSON.stringify(saved)).not.toBe('failed');

  const customer = await post('/api/loginCustomer', {
    filename: 'acmecorp',
    password: 'acme-demo-2026',
  });
  customerToken = customer.token as string;
  const today = new Date();
  const order = await post('/api/createOrder', {
    token: customer.token,
    scenario: FILE,
    username: 'acmecorp',
    identifier: DRILL,
    date: `${today.getUTCFullYear()}-${today.getUTCMonth() + 1}-${today.getUTCDate()}`,
    private: false,
    players: ['ivy', 'jon', 'kim', 'lou'].map((name) => ({
      email: `${name}@acme.example`,
      team: -1,
    })),
  });
  codes = (order.players as { token: string }[]).map((entry) => entry.token);
  links = codes.map((code) => `${app.url}/exercise/${code}`);
}, 60_000);

afterAll(async () => {
  await Promise.all([owner?.close(), player?.close()]);
  await app?.stop();
});

describe('one player status, live', () => {
  it('shows each player as invited, opened or playing, with no pass before the end', async () => {
    await portalLogIn(owner.page, app.url, 'acmecorp', 'acme-demo-2026');
    dashboard = owner.page;
    await dashboard.goto(`${app.url}/dashboard`);
    const card = dashboard.getByRole('article', { name: DRILL });
    await card.getByRole('button', { name: 'Show Players' }).click();
    await card.getByRole('row', { name: /ivy@acme\.example\s+Invited/ }).waitFor();

    // jon only opens the link: opened, never "0 / 1 (fail)".
    await post('/api/loginToken', { token: codes[1] });
    await card.getByRole('row', { name: /jon@acme\.example\s+Opened\s+—/ }).waitFor(LIVE);
    await answerAs(codes[2]!, 'kim@acme.example', '1', ['Legal', 'Facilities']);
    await card
      .getByRole('row', { name: /kim@acme\.example\s+Playing\s+0 \/ 1 so far/ })
      .waitFor(LIVE);
    await expectNoAxeViolations(dashboard, 'portal: dashboard with every status');
  });

  it('turns a finished run Completed on the open dashboard and report within 1 s of the end screen', async () => {
    report = await owner.context.newPage();
    await report.goto(`${app.url}/reports/${encodeURIComponent(DRILL)}`);
    await report.getByRole('heading', { name: DRILL }).waitFor();

    const page = player.page;
    await page.goto(links[0]!);
    await page.getByRole('button', { name: 'I agree to NDA' }).click();
    await page.locator('.mail-item', { hasText: 'Who needs to know?' }).click();
    await page.getByLabel('Legal').check();
    await page.getByLabel('Communications').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();
    await app.advanceClock(6_000);
    await page.locator('.mail-item', { hasText: 'Put the recovery in order' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();
    // Both views have read the last answer: only the end itself can turn them Completed.
    const card = dashboard.getByRole('article', { name: DRILL });
    await card.getByRole('row', { name: /ivy@acme\.example\s+Playing\s+\d \/ 2 so far/ }).waitFor();
    await report
      .getByRole('row', { name: /ivy@acme\.example.*Playing\s+\d \/ 2 so far/ })
      .waitFor();
    await app.advanceClock(6_000);
    // The page shuffles a reorder's items, so ivy may pass or fail: the end screen either way.
    await page.locator('#result-title').waitFor({ timeout: 10_000 });

    await card
      .getByRole('row', { name: /ivy@acme\.example\s+Completed\s+\d \/ 2 \((Passed|Failed)\)/ })
      .waitFor(LIVE);
    await report
      .getByRole('row', { name: /ivy@acme\.example.*Completed\s+\d \/ 2\s+(Passed|Failed)/ })
      .waitFor(LIVE);
    await dashboard.screenshot({ path: `${SHOTS}/status-dashboard.png`, fullPage: true });
  });

  it("shows the admin's campaign details with the same statuses, live", async () => {
    details = await owner.context.newPage();
    await details.goto(`${app.url}/editor/Admin`);
    await fillEditorLogin(details, EDITOR_ADMIN);
    await details
      .getByRole('navigation', { name: 'Admin tabs' })
      .getByRole('link', { name: 'Exercise List' })
      .click();
    await details.getByRole('button', { name: DRILL }).click();
    await details
      .getByRole('region', { name: 'Completed' })
      .getByText('ivy@acme.example')
      .waitFor();
    await details.getByRole('region', { name: 'Opened' }).getByText('jon@acme.example').waitFor();
    await details.getByRole('region', { name: 'Invited' }).getByText('lou@acme.example').waitFor();
  });

  it('counts every ticked option of a checkbox question and each reorder item in its place', async () => {
    await answerAs(codes[3]!, 'lou@acme.example', '1', ['Legal', 'Communications']);
    // The admin's open campaign details follow without a reload.
    await details
      .getByRole('region', { name: 'Playing' })
      .getByText('lou@acme.example')
      .waitFor(LIVE);
    await app.advanceClock(6_000);
    const lou = await post('/api/loginToken', { token: codes[3] });
    await post('/api/setResponse', {
      token: lou.token,
      user: 'lou@acme.example',
      id: '2',
      response: ['Restore', 'Contain', 'Reopen'],
      next: '',
      scenario: FILE,
    });
    await report.getByRole('tab', { name: 'Analytics' }).click();
    const who = report.locator('.report-question', { hasText: 'Who needs to know?' });
    const ticked = who.getByRole('list', { name: 'Chosen options' });
    // ivy, kim and lou all ticked Legal.
    await ticked
      .getByRole('listitem')
      .filter({ hasText: 'Legal' })
      .getByText('3 (100 %)')
      .waitFor(LIVE);
    await ticked
      .getByRole('listitem')
      .filter({ hasText: 'Communications' })
      .getByText('2 (67 %)')
      .waitFor();
    await ticked
      .getByRole('listitem')
      .filter({ hasText: 'Facilities' })
      .getByText('1 (33 %)')
      .waitFor();
    // Per reorder item: the answers that put it in its place (ivy's order is shuffled).
    const data = await post('/api/getResponses', { token: customerToken, group: DRILL });
    const question = (
      data.questions as { id: string; responses: { items: string[]; count: number }[] }[]
    ).find((entry) => entry.id === '2');
    const orders = (question?.responses ?? []).flatMap((response) =>
      Array.from({ length: response.count }, () => response.items),
    );
    expect(orders).toHaveLength(2);
    const order = report.locator('.report-question', { hasText: 'Put the recovery in order' });
    const places = order.getByRole('list', { name: 'Put in the right place' });
    for (const [index, step] of STEPS.entries()) {
      const placed = orders.filter((given) => given[index] === step).length;
      await places
        .getByRole('listitem')
        .filter({ hasText: `${index + 1}. ${step}` })
        .getByText(`${placed} (${Math.round((placed / 2) * 100)} %)`)
        .waitFor(LIVE);
    }
    await report.screenshot({ path: `${SHOTS}/status-analytics.png`, fullPage: true });
    await report.setViewportSize({ width: 390, height: 844 });
    await report.screenshot({ path: `${SHOTS}/status-analytics-390.png`, fullPage: true });
    await report.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(report, 'portal: report analytics');
    expect(await who.getByText('0 (0 %)').count()).toBe(0);
  });

  it('tells the author in the event editor which questions will not count', async () => {
    // An e-mail taking a free-text answer with no accepted texts: it will not count. (The
    // demo's own free-text question is a News article, which keeps no answers since the
    // editor follows the spec there.)
    await saveThroughApi(app.url, 'Scoring note', (template) => [
      {
        type: 'Email',
        organisation: template.organisation,
        name: template.name,
        id: '1',
        section: '1',
        subject: 'What do we tell the staff?',
        content: '<p>In your own words.</p>',
        responseType: 'text',
        options: 'text',
        next: -1,
      },
    ]);
    const page = await player.context.newPage();
    await openEditor(page, app.url);
    await loadInEditor(page, 'Scoring note');
    await openEvent(page, '1');
    const note = eventEditor(page).getByRole('note');
    await note.getByText('This question will not count towards the score.').waitFor();
    await note.getByText('A free-text answer counts only when Correct or Wrong').waitFor();
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/status-editor-note.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/status-editor-note-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page, 'editor: the will-not-count note');
    // The demo's event 5 is a reorder with its correct order: it counts, no note.
    await loadInEditor(page, 'ransomwareAtDawn');
    await page
      .getByRole('list', { name: 'Sections' })
      .getByRole('button', { name: /^2\b/ })
      .click();
    await openEvent(page, '5');
    expect(await eventEditor(page).getByRole('note').count()).toBe(0);
    await page.close();
  });
});
