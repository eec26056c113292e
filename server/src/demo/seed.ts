import type { AppContext } from '../features/context';
import { accountId } from '../features/auth/accounts.repo';
import { hashPassword } from '../features/auth/password';
import { DEMO } from './accounts';
import { seedDemoExercises } from './exercises';
import { DEMO_ORGANISATIONS, DEMO_PDFS } from './library';
import { DEMO_CATALOGUE } from './catalogue';
import { DEMO_SCENARIO } from '@dojo/protocol';

interface SettingDoc {
  _id: string;
  value: string;
}

/** Logged at every start with DEMO_DATA on: its passwords and links are public. */
export const DEMO_DATA_WARNING =
  'DEMO_DATA is on: the demo accounts and links, whose passwords are published, exist. Set DEMO_DATA=false for a real deployment.';

const MARKER = 'demo-data';

/**
 * Creates the demo data once, on the first start with DEMO_DATA on: a black-belt client
 * with credits, its owner and a trainer sub account, an author, two organisations with
 * personas, two PDFs and one complete scenario. A marker keeps it from coming back after
 * someone deletes it.
 */
export async function seedDemoData(
  ctx: Pick<AppContext, 'store' | 'repos' | 'shared' | 'clock' | 'logger'>,
): Promise<void> {
  const { repos, clock } = ctx;
  const settings = ctx.store.collection<SettingDoc>('settings');
  const claimed = await settings.updateOne(
    { _id: MARKER },
    { $setOnInsert: { value: new Date(clock.now()).toISOString() } },
    { upsert: true },
  );
  if (!claimed.upsertedId) return;

  const now = new Date(clock.now());
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + 1);
  await repos.clients.insert({
    _id: DEMO.client.name,
    name: DEMO.client.name,
    email: DEMO.client.email,
    level: DEMO.client.level,
    credit: DEMO.client.credit,
    creditSpent: 0,
    months: 12,
    subscribedOn: now.toISOString(),
    subscribedUntil: until.toISOString(),
    private: false,
    scenarios: [DEMO_SCENARIO.fileName],
    configuration: {
      branding_logo_url: '',
      nda_text:
        '<p>Everything you see in this exercise is fictional and confidential. Do not share the scenario, its content or your answers outside your organisation.</p>',
    },
  });

  const { accounts } = repos;
  const createdAt = now.toISOString();
  for (const [user, role] of [
    [DEMO.owner, '1'],
    [DEMO.trainer, '01'],
  ] as const) {
    await accounts.insert({
      _id: accountId(user.username),
      username: user.username,
      email: user.email,
      passwordHash: await hashPassword(user.password),
      createdAt,
      kind: 'customer',
      role,
      client: DEMO.client.name,
      agreed: false,
    });
  }
  await accounts.insert({
    _id: accountId(DEMO.editor.username),
    username: DEMO.editor.username,
    email: DEMO.editor.email,
    passwordHash: await hashPassword(DEMO.editor.password),
    createdAt,
    kind: 'staff',
    role: 'editor',
  });

  for (const organisation of DEMO_ORGANISATIONS) await repos.organisations.insert(organisation);
  for (const pdf of DEMO_PDFS) await repos.pdfs.insert(pdf, createdAt);
  for (const scenario of [DEMO_SCENARIO, ...DEMO_CATALOGUE])
    await repos.scenarios.insert({ _id: scenario.fileName, ...scenario, updatedAt: createdAt });
  await seedDemoExercises(repos, ctx.shared.credits, now.getTime());
  ctx.logger.info('created the demo data');
}
