import type { Logger } from '../logger';
import type { Store } from '../store';
import { accountId, accountsRepo } from '../features/auth/accounts.repo';
import { hashPassword } from '../features/auth/password';
import { clientsRepo } from '../features/clients/clients.repo';
import { scenariosRepo } from '../features/scenarios/scenarios.repo';
import { organisationsRepo } from '../features/organisations/organisations.repo';
import { pdfsRepo } from '../features/pdfs/pdfs.repo';
import { DEMO } from './accounts';
import { seedDemoExercises } from './exercises';
import { DEMO_ORGANISATIONS, DEMO_PDFS } from './library';
import { DEMO_SCENARIO } from './scenario';

interface SettingDoc {
  _id: string;
  value: string;
}

const MARKER = 'demo-data';

/**
 * Creates the demo data once, on the first start with DEMO_DATA on: a black-belt client
 * with credits, its owner and a trainer sub account, an author, two organisations with
 * personas, two PDFs and one complete scenario. A marker keeps it from coming back after
 * someone deletes it.
 */
export async function seedDemoData(store: Store, logger: Logger): Promise<void> {
  const settings = store.collection<SettingDoc>('settings');
  const claimed = await settings.updateOne(
    { _id: MARKER },
    { $setOnInsert: { value: new Date().toISOString() } },
    { upsert: true },
  );
  if (!claimed.upsertedId) return;

  const now = new Date();
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + 1);
  await clientsRepo(store).insert({
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

  const accounts = accountsRepo(store);
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

  const organisations = organisationsRepo(store);
  for (const organisation of DEMO_ORGANISATIONS) await organisations.insert(organisation);
  const pdfs = pdfsRepo(store);
  for (const pdf of DEMO_PDFS) await pdfs.insert(pdf);
  await scenariosRepo(store).insert({
    _id: DEMO_SCENARIO.fileName,
    ...DEMO_SCENARIO,
    updatedAt: createdAt,
  });
  await seedDemoExercises(store, now.getTime());
  logger.info('created the demo data');
}
