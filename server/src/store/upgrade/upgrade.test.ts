import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { DEMO_EXERCISES } from '../../demo/exercises';
import { ManualClock } from '../../testing/manualClock';
import { EMBEDDED_STORE, startTestServer, type TestServer } from '../../testing/testServer';
import {
  FIXTURE,
  readJourneys,
  sameAcrossUpgrades,
  type Journeys,
} from '../../testing/upgrade/journeys';
import { openStore } from '../index';
import { MIGRATIONS, SCHEMA_COLLECTION, schemaVersionOf } from '../migrations';

/**
 * Every release's data directory (fixtures/<release>/, made by
 * server/src/testing/upgrade/generateFixture.ts on that release): today's server starts on a
 * copy, runs its migrations, reads every record and answers the journeys as that release did.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');

interface Manifest {
  commit: string;
  clock: number;
  records: Record<string, string[]>;
  files: { media: string[]; outbox: string[] };
  journeys: Journeys;
}

function copyOf(release: string): { dataDir: string; manifest: Manifest } {
  const root = path.join(FIXTURES, release);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dojo-upgrade-${release}-`));
  fs.cpSync(path.join(root, 'data'), dataDir, { recursive: true });
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'manifest.json'), 'utf8'),
  ) as Manifest;
  return { dataDir, manifest };
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) =>
      entry.isFile() ? [path.relative(dir, path.join(entry.parentPath, entry.name))] : [],
    );
}

/** The job queue runs on real time: jobs due by now may run (and be removed) at start. */
const JOBS = 'agendaJobs';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  server = undefined;
});

describe.each(fs.readdirSync(FIXTURES).sort())('upgrading from %s', (release) => {
  it('migrates to the current schema and keeps every record and file', async () => {
    const { dataDir, manifest } = copyOf(release);
    server = await startTestServer(EMBEDDED_STORE, dataDir, {
      clock: new ManualClock(manifest.clock),
    });
    expect(await schemaVersionOf(server.store)).toBe(MIGRATIONS.at(-1)?.id ?? 0);
    for (const [name, ids] of Object.entries(manifest.records)) {
      if (name === SCHEMA_COLLECTION || name === JOBS) continue;
      const stored = await server.store.collection(name).find({}, { projection: { _id: 1 } });
      const kept = new Set(stored.map((doc) => doc._id));
      expect(
        ids.filter((id) => !kept.has(id)),
        `records of ${name} lost`,
      ).toEqual([]);
    }
    const jobs = await server.store
      .collection<{ _id: string; nextRunAt: number | null }>(JOBS)
      .find({ nextRunAt: { $gt: Date.now() + 60_000 } });
    expect(jobs.length).toBeGreaterThan(0);
    expect(manifest.records[JOBS]).toEqual(expect.arrayContaining(jobs.map((job) => job._id)));
    expect(filesUnder(path.join(dataDir, 'media'))).toEqual(
      expect.arrayContaining(manifest.files.media),
    );
    expect(filesUnder(path.join(dataDir, 'outbox'))).toEqual(
      expect.arrayContaining(manifest.files.outbox),
    );
    const image = manifest.files.media[0];
    const served = await fetch(`${server.url}/media/${image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      fs.readFileSync(path.join(FIXTURES, release, 'data', 'media', image!)),
    );
  }, 60_000);

  it('answers the journeys as the old release did, and they go on', async () => {
    const { dataDir, manifest } = copyOf(release);
    const clock = new ManualClock(manifest.clock);
    server = await startTestServer(EMBEDDED_STORE, dataDir, { clock });
    const { outbox, ...journeys } = await readJourneys(server);
    const { outbox: oldOutbox, ...expected } = manifest.journeys;
    expect(sameAcrossUpgrades(journeys)).toEqual(sameAcrossUpgrades(expected));
    expect(journeys.images).toEqual(expect.arrayContaining(expected.images));
    // Jobs due on real time since the fixture was made may have sent more mail, never less.
    expect(outbox).toBeGreaterThanOrEqual(oldOutbox);

    // The player continues where they were: the drafted question takes its answer.
    const { token, user } = (await server.post('/api/loginToken', { token: FIXTURE.player.token }))
      .body as { token: string; user: string };
    const answered = await server.post('/api/setResponse', {
      token,
      user,
      id: FIXTURE.draftEvent,
      response: ['Legal', 'Communications', 'Data protection officer'],
      next: '',
      scenario: DEMO_SCENARIO.fileName,
    });
    expect(answered.status).toBe(200);
    // The facilitated session runs on: its facilitator can pause it.
    const paused = await server.post('/api/pauseFacilitated', {
      token: DEMO_EXERCISES.facilitated.facilitatorToken,
    });
    expect(paused.body).toBe('true');
  }, 60_000);
});

describe('a store written by a newer release', () => {
  it('refuses to start, naming the data version and the code version', async () => {
    const release = fs.readdirSync(FIXTURES).sort()[0]!;
    const { dataDir } = copyOf(release);
    const store = await openStore({ dataDir });
    const newer = (MIGRATIONS.at(-1)?.id ?? 0) + 5;
    await store
      .collection<{ _id: string; version: number }>(SCHEMA_COLLECTION)
      .updateOne({ _id: 'schema' }, { $set: { version: newer } }, { upsert: true });
    await store.close();
    await expect(startTestServer(EMBEDDED_STORE, dataDir)).rejects.toThrow(
      `The data is at schema version ${newer} but this server only knows up to version ${newer - 5}`,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
