import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import validateStatement from '@learninglocker/xapi-validation';
import { Webhook as Verifier } from 'standardwebhooks';
import { startSmtpSink, type SmtpSink } from '../../server/src/features/mail/testing/smtpSink';
import {
  startLearningRecordStore,
  type LearningRecordStoreServer,
} from '../../server/src/features/integrations/testing/learningRecordStore';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../server/src/features/integrations/testing/webhookReceiver';
import { openAdminTab } from './support/adminConsole';
import { startAppServer, type AppServer } from './support/appServer';
import { openBrowser, type BrowserSession, type Page } from './support/browser';
import { EDITOR_ADMIN, editorLogIn } from './support/editorSession';
import {
  RIGHT,
  WRONG,
  calendarEventOf,
  checkBothWidths,
  evidenceVerdicts,
  linkIn,
  saveDrill,
} from './support/integrations';
import { portalLogIn } from './support/reports';

/**
 * Issue 34's "done when": the demo client's owner connects a learning record store and a
 * webhook through the dashboard, both real HTTP servers on loopback (the operator allows
 * loopback targets: OUTBOUND_ALLOW_PRIVATE), orders a dated exercise through the order form;
 * the player opens the link of the invitation a real SMTP server received and plays to the
 * end; the receivers then hold exactly the expected statements and events, the invitation's
 * calendar event is on the exercise's day, and the evidence download verifies.
 */

const TITLE = 'Integrations drill';
const FILE = 'integrationsDrill';
const ORDER = 'Connected drill';
const PLAYER = 'nia@connected.test';
const LRS_KEY = 'dojo-lms';
const LRS_SECRET = 'lrs-secret-0123456789';
const EXPECTED_EVENTS = [
  'exercise.completed',
  'exercise.ordered',
  'exercise.started',
  'player.completed',
  'report.ready',
];
const EXPECTED_VERBS = ['launched', 'answered', 'answered', 'completed', 'failed'];
/** Bounded waits for what the server sends in the background (jobs polled every 200 ms). */
const DELIVERED = { timeout: 30_000, interval: 100 };

/** The validator is CommonJS with a default export: either shape of the ESM interop. */
const validate = ((validateStatement as unknown as { default?: typeof validateStatement })
  .default ?? validateStatement) as (data: unknown) => unknown[];

let app: AppServer;
let sink: SmtpSink;
let lrs: LearningRecordStoreServer;
let receiver: WebhookReceiver;
let owner: BrowserSession;
let player: BrowserSession;
let dashboard: Page;
let secret = '';
let orderedDate = '';

beforeAll(async () => {
  [sink, lrs, receiver] = await Promise.all([
    startSmtpSink(),
    startLearningRecordStore({ key: LRS_KEY, secret: LRS_SECRET }),
    startWebhookReceiver(),
  ]);
  app = await startAppServer({
    SMTP_URL: sink.url,
    PUBLIC_URL: '',
    JOBS_POLL_MS: '200',
    MAIL_RATE_PER_MINUTE: '100000',
    // The receivers run on this machine: the operator allows loopback targets.
    OUTBOUND_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_DELAY_MS: '200',
    LRS_RETRY_DELAY_MS: '200',
  });
  await saveDrill(app, TITLE, FILE);
  [owner, player] = await Promise.all([openBrowser(), openBrowser()]);
  dashboard = owner.page;
}, 120_000);

afterAll(async () => {
  await Promise.all([owner?.close(), player?.close()]);
  await app?.stop();
  await Promise.all([sink?.close(), lrs?.close(), receiver?.close()]);
});

/** The dashboard's Integrations card, opened. */
async function openIntegrations(page: Page) {
  await page.goto(`${app.url}/dashboard`);
  await page.locator('summary', { hasText: 'Integrations' }).click();
  await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
  await page.getByRole('heading', { name: 'Learning records (xAPI)' }).waitFor();
}

/** The messages the receiver accepted, each verified with the hook's secret. */
function verifiedEvents() {
  const verifier = new Verifier(secret);
  return receiver.received
    .filter((hook) => hook.answered < 300)
    .map((hook) => ({
      id: hook.headers['webhook-id'] ?? '',
      ...(verifier.verify(hook.body, hook.headers) as { type: string; data: object }),
    }));
}

describe('a dated exercise with a learning record store and a webhook', () => {
  it('the owner connects the webhook and the learning record store on the dashboard', async () => {
    await portalLogIn(dashboard, app.url, 'acmecorp', 'acme-demo-2026');
    await openIntegrations(dashboard);
    await dashboard.getByLabel('Address that receives the messages').fill(receiver.url);
    await dashboard.getByRole('button', { name: 'Add webhook' }).click();
    secret = (await dashboard.locator('.webhooks-secret code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await dashboard.getByRole('article', { name: receiver.url }).waitFor();

    await dashboard.getByLabel('xAPI endpoint').fill(lrs.endpoint);
    await dashboard.getByLabel('Key (username)').fill(LRS_KEY);
    await dashboard.getByLabel('Secret (password)').fill(LRS_SECRET);
    await dashboard.getByRole('button', { name: 'Save learning record store' }).click();
    await dashboard.getByText('No statement accepted yet').waitFor();
    await checkBothWidths(dashboard, 'integrations-dashboard');
  });

  it('orders the dated exercise; the invitation carries an all-day event on its date', async () => {
    const page = dashboard;
    await page.goto(`${app.url}/exercises/${encodeURIComponent(TITLE.replace(/ /g, '-'))}`);
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.getByRole('heading', { name: `Order ${TITLE}` }).waitFor();
    await page.getByLabel('Identifier').fill(ORDER);
    await page.getByLabel('Player 1 email').fill(PLAYER);
    const [year, month, day] = await Promise.all(
      ['Year', 'Month', 'Day'].map((label) =>
        page.getByRole('group', { name: 'Start date' }).getByLabel(label).inputValue(),
      ),
    );
    orderedDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await page.getByRole('status').filter({ hasText: 'is ordered for 1 player' }).waitFor();

    await vi.waitFor(() => expect(sink.to(PLAYER)).toHaveLength(1), DELIVERED);
    const invitation = sink.to(PLAYER)[0];
    const event = calendarEventOf(invitation?.calendar);
    expect(event.method).toBe('REQUEST');
    // Exercises carry a date, no time of day: an all-day DATE with no zone is that day in
    // the player's calendar wherever the player is (RFC 5545, 3.3.4), so it opens on the
    // date the order chose, in any zone.
    expect(event.start.isDate).toBe(true);
    expect(event.startZone).toBeNull();
    expect(event.start.toString()).toBe(orderedDate);
    expect(event.end.isDate).toBe(true);
    expect(event.end.compare(event.start)).toBe(1);
    expect(event.url).toBe(linkIn(invitation?.text, app));
  });

  it('the player opens the e-mailed link and plays to the end (one right, one wrong: failed)', async () => {
    const link = linkIn(sink.to(PLAYER)[0]?.text, app);
    expect(link).not.toBe('');
    const page = player.page;
    await page.goto(link);
    await page.getByRole('button', { name: 'I agree to NDA' }).click();
    await page.locator('.mail-item', { hasText: 'First call' }).click();
    await page.getByLabel(RIGHT).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();
    await app.advanceClock(6_000);
    await page.locator('.mail-item', { hasText: 'Second call' }).click();
    await page.getByLabel(WRONG).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Answer sent.').waitFor();
    await app.advanceClock(6_000);
    await page.locator('#result-title').waitFor({ timeout: 10_000 });
  });

  it('the learning record store holds exactly launched, each answer, completed and failed: valid xAPI', async () => {
    await vi.waitFor(() => expect(lrs.stored).toHaveLength(EXPECTED_VERBS.length), DELIVERED);
    // Nothing more waits: the owner's panel says so (then no late copy can arrive).
    await openIntegrations(dashboard);
    await dashboard.getByText('0 statements waiting').waitFor();
    expect(lrs.verbsOf(PLAYER)).toEqual(EXPECTED_VERBS);
    expect(lrs.stored).toHaveLength(EXPECTED_VERBS.length);
    expect(new Set(lrs.stored.map((entry) => entry.id)).size).toBe(EXPECTED_VERBS.length);
    for (const { statement } of lrs.stored) expect(validate(statement)).toEqual([]);
    const answers = lrs.stored
      .filter((entry) => entry.statement.verb.id.endsWith('/answered'))
      .map((entry) => (entry.statement.result as { success: boolean }).success);
    expect(answers).toEqual([true, false]);
    const result = lrs.stored.at(-1)?.statement.result as {
      success: boolean;
      score: { raw: number; min: number; max: number; scaled: number };
      duration: string;
    };
    expect(result.success).toBe(false);
    expect(result.score).toEqual({ raw: 1, min: 0, max: 2, scaled: 0.5 });
    expect(result.duration).toMatch(/^PT\d+(\.\d+)?S$/);
  });

  it('the webhook receiver holds exactly the five events, each verified, none twice; the log shows them', async () => {
    await vi.waitFor(
      () => expect(verifiedEvents()).toHaveLength(EXPECTED_EVENTS.length),
      DELIVERED,
    );
    // The delivery log is read when opened: reopened until it shows all five delivered.
    const card = dashboard.getByRole('article', { name: receiver.url });
    await vi.waitFor(async () => {
      await openIntegrations(dashboard);
      await card.getByRole('button', { name: 'Deliveries' }).click();
      const log = card.getByRole('table');
      await log.waitFor();
      expect(await log.getByRole('row', { name: /Delivered/ }).count()).toBe(5);
    }, DELIVERED);
    const events = verifiedEvents();
    expect(events.map((event) => event.type).sort()).toEqual(EXPECTED_EVENTS);
    expect(new Set(events.map((event) => event.id)).size).toBe(EXPECTED_EVENTS.length);
    expect(receiver.received).toHaveLength(EXPECTED_EVENTS.length);
    for (const event of events) expect(JSON.stringify(event.data)).toContain(ORDER);
    // A changed byte is refused by the same verify.
    const first = receiver.received[0];
    expect(() =>
      new Verifier(secret).verify(`${first?.body ?? ''} `, first?.headers ?? {}),
    ).toThrow();
    await checkBothWidths(dashboard, 'integrations-delivery-log');
  });

  it("the report's evidence verifies with the compiled command, and not after one byte changed", async () => {
    await dashboard.goto(`${app.url}/reports/${encodeURIComponent(ORDER)}`);
    await dashboard.getByRole('heading', { name: ORDER }).waitFor();
    const { intact, changed } = await evidenceVerdicts(app, dashboard);
    expect(intact.code, intact.output).toBe(0);
    expect(intact.output).toMatch(new RegExp(`^Verified: .*: 5 files of exercise "${ORDER}"`));
    expect(changed.code).toBe(1);
    expect(changed.output).toMatch(/^NOT VERIFIED/);
  });

  it('the admin sees the same panels for the client (Admin → Webhooks)', async () => {
    const admin = await openBrowser();
    try {
      await editorLogIn(admin.page, `${app.url}/editor/Admin`, EDITOR_ADMIN);
      await openAdminTab(admin.page, 'Webhooks');
      await admin.page.getByLabel('Client', { exact: true }).selectOption('acmecorp');
      await admin.page.getByRole('article', { name: receiver.url }).waitFor();
      await admin.page.getByText('0 statements waiting').waitFor();
      await checkBothWidths(admin.page, 'integrations-admin');
    } finally {
      await admin.close();
    }
  });
});
