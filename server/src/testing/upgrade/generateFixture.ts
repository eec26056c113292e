/**
 * Makes an upgrade fixture: a data directory written by THIS version of the server, with the
 * demo data and every kind of stored record (orders, answers, notes, drafts, a facilitated
 * session, mail, jobs, scenario versions, an upload), plus `manifest.json`: what the API
 * answered at the end (journeys.ts) and every record id, which today's server must still read
 * (server/src/store/upgrade/upgrade.test.ts).
 *
 *   node --import tsx server/src/testing/upgrade/generateFixture.ts <out-dir>
 *
 * Run it on the commit of a release, before stored shapes change; commit the directory under
 * server/src/store/upgrade/fixtures/<release>/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { DEMO } from '../../demo/accounts';
import { DEMO_EXERCISES } from '../../demo/exercises';
import { openStore } from '../../store';
import { ManualClock } from '../manualClock';
import { tinyPng } from '../mediaSamples';
import { editorToken, ownerToken, portalOrder } from '../orders';
import { scenarioBody } from '../scenarioSamples';
import { startTestServer, type TestServer } from '../testServer';
import { FIXTURE, readJourneys } from './journeys';

/** The fixture's wall clock: fixed, so the upgrade test can stand at the same instant. */
export const FIXTURE_START = Date.UTC(2026, 10, 24, 9, 0, 0);

async function ok(server: TestServer, p: string, body: Record<string, unknown>) {
  const answer = await server.post(p, body);
  if (answer.status !== 200)
    throw new Error(`${p} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function upload(server: TestServer, token: string): Promise<string> {
  const form = new FormData();
  form.append('chosenOption', 'Content Image');
  form.append('imageName', 'Fixture board');
  form.append('myFile', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'b.png');
  const response = await fetch(`${server.url}/api/uploadImage`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`upload answered ${response.status}`);
  return ((await response.json()) as { name: string }).name;
}

async function play(server: TestServer, clock: ManualClock): Promise<void> {
  const owner = await ownerToken(server);
  const editor = await editorToken(server);
  await ok(
    server,
    '/api/createOrder',
    portalOrder(owner, {
      identifier: FIXTURE.order,
      date: '2026-12-14',
      trainer: DEMO.trainer.username,
    }),
  );

  // Dated today: its invitations go out now (the other one's wait for its date, as jobs).
  await ok(
    server,
    '/api/createOrder',
    portalOrder(owner, { identifier: FIXTURE.mailedOrder, date: '2026-11-24' }),
  );

  const { token, user } = (await ok(server, '/api/loginToken', {
    token: FIXTURE.player.token,
  })) as { token: string; user: string };
  clock.advance(60_000);
  await ok(server, '/api/setResponse', {
    token,
    user,
    id: '2',
    response: 'Isolate FS-02 from the network now',
    next: '',
    scenario: DEMO_SCENARIO.fileName,
  });
  clock.advance(30_000);
  await ok(server, '/api/updateNotes', {
    token,
    code: FIXTURE.player.token,
    user,
    notes: FIXTURE.notes,
  });
  await ok(server, '/api/setDraft', {
    token,
    user,
    id: FIXTURE.draftEvent,
    scenario: DEMO_SCENARIO.fileName,
    response: FIXTURE.draft,
  });

  const { facilitatorToken, joinToken, teams } = DEMO_EXERCISES.facilitated;
  await ok(server, '/api/openExercise', { token: facilitatorToken });
  await ok(server, '/api/joinFacilitated', {
    token: joinToken,
    alias: FIXTURE.alias,
    team: teams[0],
  });
  await ok(server, '/api/continueFacilitated', { token: facilitatorToken });
  clock.advance(20_000);

  await ok(server, '/api/saveFile', { ...scenarioBody(editor, FIXTURE.scenario), title: 'First' });
  await ok(server, '/api/saveFile', { ...scenarioBody(editor, FIXTURE.scenario), title: 'Second' });
  await upload(server, editor);
  // The player's open question (event 3, 180 s to answer) stays open: the upgrade test answers it.
  clock.advance(10_000);
}

/** Waits (real time: the job queue polls on it) until the job queue has sent mail. */
async function mailSent(server: TestServer): Promise<void> {
  const deadline = Date.now() + 60_000;
  const messages = server.store.collection('mailMessages');
  while ((await messages.countDocuments({ state: 'sent' })) < 2) {
    if (Date.now() > deadline) throw new Error('no mail was sent');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function recordIds(dataDir: string): Promise<Record<string, string[]>> {
  const names = fs
    .readdirSync(dataDir)
    .filter((file) => file.endsWith('.db'))
    .map((file) => file.slice(0, -3))
    .sort();
  const store = await openStore({ dataDir });
  const ids: Record<string, string[]> = {};
  for (const name of names) {
    const docs = await store.collection(name).find({}, { projection: { _id: 1 } });
    ids[name] = docs.map((doc) => doc._id).sort();
  }
  await store.close();
  return ids;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export async function generateFixture(out: string, commit: string): Promise<void> {
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  const dataDir = path.join(out, 'data');
  const clock = new ManualClock(FIXTURE_START);
  const server = await startTestServer({ JOBS_POLL_MS: '100' }, dataDir, { clock });
  await play(server, clock);
  await mailSent(server);
  const journeys = await readJourneys(server);
  await server.close();
  const manifest = {
    commit,
    clock: clock.now(),
    records: await recordIds(dataDir),
    files: {
      media: filesUnder(path.join(dataDir, 'media')),
      outbox: filesUnder(path.join(dataDir, 'outbox')),
    },
    journeys,
  };
  fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (process.argv[1] === import.meta.filename) {
  const [out, commit = 'unknown'] = process.argv.slice(2);
  if (!out) throw new Error('usage: generateFixture.ts <out-dir> [commit]');
  await generateFixture(path.resolve(out), commit);
}
