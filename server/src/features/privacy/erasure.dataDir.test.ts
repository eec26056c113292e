import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated, ScenarioEvent } from '@dojo/protocol';
import { EMBEDDED_STORE, startTestServer, type TestServer } from '../../testing/testServer';
import { adminToken, campaignOrder, emails, SCENARIO, THIS_YEAR } from '../../testing/orders';
import { filesHolding } from '../../testing/dataDirScan';
import { erasuresRepo } from './erasures.repo';
import { eventually } from '../mail/testing/smtpSink';

/**
 * Erasure is physical (docs/security.md, "Erasure"): after Forget a person, Remove Exercise
 * and Remove Emails no file under the data directory holds an erased address, neither while
 * the server runs (each feature compacted what it changed) nor once it has closed. The one
 * wait: a removal owes each player whose calendar holds the exercise a cancellation, which
 * keeps the address until it is sent, then is erased too (docs/mail-and-jobs.md, "Calendar").
 */
describe('erasure leaves no address in the data directory', () => {
  let server: TestServer;
  let admin: string;
  const today = new Date().toISOString().slice(0, 10);
  const forgotten = 'player1@forget.test';
  const hidden = ['player2@forget.test', 'player3@forget.test'];
  const removed = emails(2, 'removed.test').map((player) => player.email);
  const facilitator = 'lead@facilitator.test';
  const everyone = [forgotten, ...hidden, ...removed, facilitator];

  const post = async (path: string, body: Record<string, unknown>) => {
    const answer = await server.post(path, body);
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };
  const outboxNames = async () => {
    const list = (await post('/api/getOutbox', { token: admin })) as { to: string }[];
    return list.map((entry) => entry.to).join(' ');
  };

  beforeAll(async () => {
    server = await startTestServer({ ...EMBEDDED_STORE, JOBS_POLL_MS: '50' });
    admin = await adminToken(server);
  });
  afterAll(() => server.close());

  /** A campaign mailed today: its invitations are in the outbox and the mail store. */
  async function campaign(identifier: string, domain: string): Promise<OrderCreated> {
    const created = (await post(
      '/api/createOrder',
      campaignOrder(admin, { identifier, date: today, players: emails(3, domain) }),
    )) as OrderCreated;
    return created;
  }

  it('erases a forgotten person, a removed exercise and hidden addresses from every file', async () => {
    const kept = await campaign('Erasure drill', 'forget.test');
    const gone = (await post(
      '/api/createOrder',
      campaignOrder(admin, {
        identifier: 'Removed drill',
        date: today,
        players: emails(2, 'removed.test'),
      }),
    )) as OrderCreated;
    // A later campaign too: its start and expiry jobs wait in the queue.
    const later = (await post(
      '/api/createOrder',
      campaignOrder(admin, {
        identifier: 'Later drill',
        date: `${THIS_YEAR + 1}-01-05`,
        players: emails(1, 'later.test'),
      }),
    )) as OrderCreated;
    await post('/api/createFacilitate', {
      token: admin,
      branding: '',
      email: facilitator,
      identifier: 'Erasure live drill',
      scenario: SCENARIO,
      teams: ['Athena'],
      date: today,
    });
    await eventually(async () => {
      const listed = await outboxNames();
      for (const address of everyone) expect(listed).toContain(address);
    });

    // The forgotten player plays: notes, a draft and a reply that name their own address.
    const link = kept.players.find((player) => player.user === forgotten)?.token ?? '';
    const { token } = (await post('/api/loginToken', { token: link })) as { token: string };
    const mail = (await post('/api/getMail', { token, player: forgotten })) as {
      events: ScenarioEvent[];
    };
    const [first] = mail.events;
    await post('/api/updateNotes', {
      token,
      code: link,
      user: forgotten,
      notes: `me: ${forgotten}`,
    });
    await post('/api/setDraft', {
      token,
      user: forgotten,
      id: first?.id ?? '',
      scenario: SCENARIO,
      response: `reply to ${forgotten}`,
    });
    expect(filesHolding(server.dataDir, [forgotten])).not.toEqual([]);

    const forgot = (await post('/api/forgetPerson', { token: admin, email: forgotten })) as {
      data: string;
    };
    expect(forgot.data).toBe(`${forgotten} is forgotten: 1 player and 1 message erased.`);
    // Each erasure compacts what it changed: no later one needs to have run (the cancellation
    // it owes, once sent, is erased and compacted too).
    await eventually(() => expect(filesHolding(server.dataDir, [forgotten])).toEqual([]));
    await post('/api/removeExercise', {
      token: admin,
      scenario: SCENARIO,
      exercise: gone.exerciseId,
    });
    await post('/api/removeExercise', {
      token: admin,
      scenario: SCENARIO,
      exercise: later.exerciseId,
    });
    // Their invitations were sent: each gets its cancellation, erased once it is sent.
    await eventually(() => expect(filesHolding(server.dataDir, removed)).toEqual([]));
    const hide = (await post('/api/hideEmailAddress', { token: admin })) as { data: string };
    expect(hide.data).toMatch(/^Every stored e-mail address is hidden \(\d+ players?\)\.$/);

    // While running: each feature compacted what it erased.
    expect(filesHolding(server.dataDir, everyone)).toEqual([]);
    const listed = await outboxNames();
    for (const address of everyone) expect(listed).not.toContain(address);
    const jobs = await server.store
      .collection('agendaJobs')
      .find({ 'data.exerciseId': { $in: [gone.exerciseId, later.exerciseId] } });
    expect(jobs).toEqual([]);
    // The hidden players' invitations keep their outcome.
    const invitations = (await post('/api/getInvitations', {
      token: admin,
      exerciseName: 'Erasure drill',
      client: 'acmecorp',
    })) as { invitations: { status: string }[] };
    expect(invitations.invitations.map((row) => row.status)).toEqual(['sent', 'sent']);

    // And once closed.
    await server.close();
    expect(filesHolding(server.dataDir, everyone)).toEqual([]);
    server = await server.restart();
    admin = await adminToken(server);
  });

  it('refuses a malformed or overlong address with 400, and a non-admin, erasing nothing', async () => {
    const before = await server.store.collection('players').countDocuments();
    for (const email of ['no address', `${'a'.repeat(300)}@acme.test`, '']) {
      const answer = await server.post('/api/forgetPerson', { token: admin, email });
      expect(answer.status, email).toBe(400);
    }
    const owner = await server.post('/api/loginCustomer', {
      filename: 'acmecorp',
      password: 'acme-demo-2026',
    });
    const token = (owner.body as { token: string }).token;
    const refused = await server.post('/api/forgetPerson', {
      token,
      email: 'ana.lopez@acme.example',
    });
    expect(refused.status).toBe(403);
    expect(await server.store.collection('players').countDocuments()).toBe(before);
    expect(await server.store.collection('erasures').countDocuments()).toBe(0);
  });

  it('finishes at the next start an erasure a crash interrupted', async () => {
    const person = 'player1@crash.test';
    await campaign('Crash drill', 'crash.test');
    await eventually(async () => expect(await outboxNames()).toContain(person));
    // The request was journalled, then the process died before any feature erased anything.
    const stored = await server.store
      .collection<{ _id: string }>('players')
      .find({ email: person });
    await erasuresRepo(server.store).begin(
      'personForgotten',
      { email: person, playerIds: stored.map((player) => player._id) },
      new Date().toISOString(),
    );
    expect(filesHolding(server.dataDir, [person])).not.toEqual([]);
    server = await server.restart();
    // The erasure finished; the cancellation it owed is sent, then erased as well.
    await eventually(() => expect(filesHolding(server.dataDir, [person])).toEqual([]));
  });
});
