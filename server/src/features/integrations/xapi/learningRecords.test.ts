import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import validateStatement from '@learninglocker/xapi-validation';
import { isScoredQuestion, STOPPED_CLOCK } from '@dojo/scheduler';
import type { LearningRecordStore, OrderCreated } from '@dojo/protocol';
import { startTestServer, type TestServer } from '../../../testing/testServer';
import { adminToken, ownerToken, portalOrder, trainerToken } from '../../../testing/orders';
import { DEMO } from '../../../demo/accounts';
import { eventually } from '../../mail/testing/smtpSink';
import { playerScopeKey } from '../../exercises/responses.repo';
import {
  startLearningRecordStore,
  type LearningRecordStoreServer,
} from '../testing/learningRecordStore';

const KEY = 'dojo-lms';
const SECRET = 'lrs-secret-4815162342';

/** The validator is CommonJS with a default export: either shape of the ESM interop. */
const validate = ((validateStatement as unknown as { default?: typeof validateStatement })
  .default ?? validateStatement) as (data: unknown) => unknown[];

describe('learning records (xAPI)', () => {
  let server: TestServer;
  let lrs: LearningRecordStoreServer;
  let owner: string;

  beforeAll(async () => {
    lrs = await startLearningRecordStore({ key: KEY, secret: SECRET });
    server = await startTestServer({
      OUTBOUND_ALLOW_PRIVATE: 'true',
      JOBS_POLL_MS: '100',
      LRS_RETRY_DELAY_MS: '100',
    });
    owner = await ownerToken(server);
  });
  afterAll(async () => {
    await server.close();
    await lrs.close();
  });

  const store = async () =>
    (
      (await server.post('/api/getLearningRecordStore', { token: owner })).body as {
        store: LearningRecordStore | null;
      }
    ).store;

  /** A run's statements in order: the last is passed or failed as its result says. */
  function expectRun(email: string, from: number) {
    const verbs = lrs.verbsOf(email, from);
    expect(verbs.slice(0, 4)).toEqual(['launched', 'answered', 'answered', 'completed']);
    const last = lrs.stored
      .slice(from)
      .filter((entry) => entry.statement.actor.mbox === `mailto:${email}`)
      .at(-1)?.statement as unknown as { result: { success: boolean } };
    expect(verbs.slice(4)).toEqual([last.result.success ? 'passed' : 'failed']);
  }

  /**
   * Orders an exercise and plays it for each player: enter, two answers (the first right
   * unless `allWrong`), end.
   */
  async function play(identifier: string, allWrong = false) {
    const order = await server.post('/api/createOrder', portalOrder(owner, { identifier }));
    const { exerciseId } = order.body as OrderCreated;
    const exercise = await server.repos.exercises.findById(exerciseId);
    const questions = (exercise?.scenario.scenario ?? []).filter(isScoredQuestion).slice(0, 2);
    expect(questions).toHaveLength(2);
    const players = await server.repos.players.listByExercise(exerciseId);
    for (const player of players) {
      // A run below the pass mark is one that saw its questions: its clock started an hour ago.
      if (allWrong) {
        const startedAt = Date.now() - 3_600_000;
        await server.repos.players.startClock(player._id, { ...STOPPED_CLOCK, startedAt });
      }
      server.events.emit('playerJoined', { exerciseId, playerId: player._id });
      for (const [index, question] of questions.entries()) {
        await server.repos.responses.insert({
          _id: `${player._id}-${question.id}`,
          exerciseId,
          eventId: question.id,
          scopeKey: playerScopeKey(player._id),
          playerId: player._id,
          team: null,
          answer:
            index === 0 && !allWrong ? (question.correct?.[0] ?? '') : 'Not one of the options',
          answeredAt: 1000 * (index + 1),
          answeredAtWall: new Date(Date.now() + 1000 * (index + 1)).toISOString(),
        });
        server.events.emit('playerAnswered', {
          exerciseId,
          playerId: player._id,
          eventId: question.id,
          team: null,
        });
      }
      await server.repos.players.finish(player._id, new Date(Date.now() + 5000).toISOString());
      // Told twice: still one statement each.
      server.events.emit('playerFinished', { exerciseId, playerId: player._id });
      server.events.emit('playerFinished', { exerciseId, playerId: player._id });
    }
    return { exerciseId, players };
  }

  it('is set by the owner or the admin, the secret shown only as its end; a trainer is refused', async () => {
    expect(await store()).toBeNull();
    const first = await server.post('/api/setLearningRecordStore', {
      token: owner,
      endpoint: lrs.endpoint,
      username: KEY,
    });
    expect(first.body).toMatchObject({ code: 'lrs_secret_missing' });
    const set = await server.post('/api/setLearningRecordStore', {
      token: owner,
      endpoint: lrs.endpoint,
      username: KEY,
      secret: SECRET,
    });
    expect(set.status).toBe(200);
    expect(JSON.stringify(set.body)).not.toContain(SECRET);
    expect(set.body).toMatchObject({ endpoint: lrs.endpoint, username: KEY, secretHint: '…2342' });
    // The admin names the client and sees the same; no secret keeps the stored one.
    const admin = await adminToken(server);
    const again = await server.post('/api/setLearningRecordStore', {
      token: admin,
      client: DEMO.client.name,
      endpoint: lrs.endpoint,
      username: KEY,
    });
    expect(again.body).toMatchObject({ secretHint: '…2342' });
    const trainer = await trainerToken(server);
    const refused = await server.post('/api/getLearningRecordStore', { token: trainer });
    expect(refused.status).toBe(403);
  });

  it('sends each player launched, each answer, completed and passed or failed, valid xAPI, each once and in order', async () => {
    const { players } = await play('Recorded');
    const FROM = 0;
    await eventually(() => expect(lrs.stored).toHaveLength(players.length * 5));
    for (const player of players) {
      expectRun(player.email ?? '', FROM);
    }
    for (const { statement } of lrs.stored) expect(validate(statement)).toEqual([]);
    for (const player of players) {
      const answers = lrs.stored
        .map((entry) => entry.statement)
        .filter((statement) => statement.actor.mbox === `mailto:${player.email ?? ''}`)
        .filter((statement) => statement.verb.id.endsWith('/answered'))
        .map((statement) => (statement.result as { success?: boolean } | undefined)?.success);
      expect(answers).toEqual([true, false]);
    }
    const result = lrs.stored.at(-1)?.statement as unknown as {
      result: { score: { raw: number; min: number; max: number }; duration: string };
    };
    expect(result.result.score).toMatchObject({ min: 0 });
    expect(result.result.duration).toMatch(/^PT\d+(\.\d+)?S$/);
    expect(new Set(lrs.stored.map((entry) => entry.id)).size).toBe(lrs.stored.length);
    expect(await store()).toMatchObject({ waiting: 0, failing: 0, lastFailure: null });
  });

  it('sends failed, with the score and the duration, for a run below the pass mark: valid xAPI', async () => {
    const before = lrs.stored.length;
    const { players } = await play('Failed run', true);
    await eventually(() => expect(lrs.stored).toHaveLength(before + players.length * 5));
    for (const player of players) {
      const run = lrs.stored
        .slice(before)
        .map((entry) => entry.statement)
        .filter((statement) => statement.actor.mbox === `mailto:${player.email ?? ''}`);
      expect(run.map((statement) => statement.verb.id.split('/').pop())).toEqual([
        'launched',
        'answered',
        'answered',
        'completed',
        'failed',
      ]);
      const last = run.at(-1) as unknown as {
        verb: { id: string };
        result: {
          success: boolean;
          completion: boolean;
          score: { raw: number; min: number; max: number; scaled: number };
          duration: string;
        };
      };
      expect(last.verb.id).toBe('http://adlnet.gov/expapi/verbs/failed');
      expect(last.result.success).toBe(false);
      expect(last.result.score).toMatchObject({ raw: 0, min: 0, scaled: 0 });
      expect(last.result.score.max).toBeGreaterThan(0);
      // Clock start to the end stored by the run (5 s after its start here).
      expect(last.result.duration).toMatch(/^PT\d+(\.\d+)?S$/);
      for (const statement of run) expect(validate(statement)).toEqual([]);
    }
  });

  it('keeps statements while the LRS is down and sends them when it is up: none lost, none twice, in order', async () => {
    const before = lrs.stored.length;
    let down = true;
    lrs.answer(() => (down ? 503 : 204));
    const { players } = await play('Down then up');
    const FROM = before;
    await eventually(async () =>
      expect(await store()).toMatchObject({ failing: expect.any(Number) as number }),
    );
    await eventually(async () => {
      const shown = await store();
      expect(shown?.lastFailure).toContain('503');
      expect(shown?.waiting).toBe(players.length * 5);
    });
    // Several refused attempts while down, spaced by the backoff.
    await eventually(() =>
      expect(lrs.attempts.filter((entry) => entry.answered === 503).length).toBeGreaterThan(3),
    );
    expect(lrs.stored).toHaveLength(before);
    down = false;
    await eventually(() => expect(lrs.stored).toHaveLength(before + players.length * 5));
    for (const player of players) {
      expectRun(player.email ?? '', FROM);
    }
    expect(new Set(lrs.stored.map((entry) => entry.id)).size).toBe(lrs.stored.length);
    await eventually(async () =>
      expect(await store()).toMatchObject({ waiting: 0, failing: 0, lastFailure: null }),
    );
    expect((await store())?.lastSentAt).not.toBeNull();
  });

  it('a removed client leaves no store, credentials or statements', async () => {
    server.events.emit('clientRemoved', { client: DEMO.client.name });
    await eventually(async () => expect(await store()).toBeNull());
    const left = await server.store
      .collection('xapiStatements')
      .countDocuments({ client: DEMO.client.name });
    expect(left).toBe(0);
  });
});
