import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoBackend } from '@agendajs/mongo-backend';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../store';
import { StoreJobRepository } from './storeJobRepository';
import { jobRepositoryContract } from './testing/jobRepository.contract';

describe('the job repository on the embedded store', () =>
  jobRepositoryContract(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-jobs-'));
    const store = await openStore({ dataDir });
    return {
      repository: new StoreJobRepository(store),
      dispose: async () => {
        await store.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }));

describe('the embedded job repository', () => {
  it('keeps jobs across a restart and lets agenda take over the locks a dead process left', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-jobs-'));
    const first = await openStore({ dataDir });
    const before = new StoreJobRepository(first, { clearLocksOnConnect: true });
    await before.connect();
    const saved = await before.saveJob(
      { name: 'mail.send', priority: 0, nextRunAt: new Date(), type: 'normal', data: { key: 'a' } },
      undefined,
    );
    await before.lockJob(saved, undefined);
    await first.close();

    const second = await openStore({ dataDir });
    const after = new StoreJobRepository(second, { clearLocksOnConnect: true });
    await after.connect();
    expect((await after.getJobById(String(saved._id)))?.data).toEqual({ key: 'a' });
    // Run once (nextRunAt already cleared by the run that died), it is due again at once.
    await after.saveJobState({ ...saved, nextRunAt: null, lockedAt: new Date(1) }, undefined);
    const deadline = new Date(Date.now() - 60_000);
    const taken = await after.getNextJobToRun(
      'mail.send',
      new Date(),
      deadline,
      undefined,
      undefined,
    );
    expect(String(taken?._id)).toBe(String(saved._id));
    await second.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

const mongodbUri = process.env.MONGODB_URI;

describe.runIf(!!mongodbUri)('the job repository on MongoDB (agenda’s own)', () =>
  jobRepositoryContract(async () => {
    const collection = `jobs_test_${Date.now().toString(36)}_${process.pid}`;
    const client = await MongoClient.connect(mongodbUri ?? '');
    const backend = new MongoBackend({ mongo: client.db('dojo_jobs_test'), collection });
    return {
      repository: backend.repository,
      dispose: async () => {
        await backend.repository.purgeAllJobs();
        await client.close();
      },
    };
  }),
);
