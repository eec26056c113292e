import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/accounts';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { emails, ownerToken, portalOrder, trainerToken } from '../../testing/orders';

let server: TestServer;
let owner: string;
let trainer: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await ownerToken(server);
  trainer = await trainerToken(server);
  const trained = portalOrder(owner, {
    identifier: 'Trained drill',
    trainer: DEMO.trainer.username,
    players: emails(2, 'trained.test'),
  });
  const untrained = portalOrder(owner, {
    identifier: 'Board only',
    players: emails(2, 'board.test'),
  });
  for (const order of [trained, untrained])
    expect((await server.post('/api/createOrder', order)).status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

describe('what a trainer sub account sees of its client', () => {
  it('getCredits lists only the learners of exercises it trains', async () => {
    const { body } = await server.post('/api/getCredits', { token: trainer });
    const { learners } = body as { learners: string[] };
    expect(learners).toEqual(
      expect.arrayContaining(['player1@trained.test', 'player2@trained.test']),
    );
    expect(learners.filter((email) => email.endsWith('@board.test'))).toEqual([]);
  });

  it('getIdentifiers lists only the identifiers of exercises it trains', async () => {
    const identifiers = (await server.post('/api/getIdentifiers', { token: trainer }))
      .body as string[];
    expect(identifiers).toContain('Trained drill');
    expect(identifiers).not.toContain('Board only');
  });

  it('leaves the owner seeing every learner and identifier of the client', async () => {
    const identifiers = (await server.post('/api/getIdentifiers', { token: owner })).body;
    expect(identifiers).toEqual(expect.arrayContaining(['Trained drill', 'Board only']));
    const { learners } = (await server.post('/api/getCredits', { token: owner })).body as {
      learners: string[];
    };
    expect(learners).toEqual(
      expect.arrayContaining(['player1@board.test', 'player1@trained.test']),
    );
  });
});
