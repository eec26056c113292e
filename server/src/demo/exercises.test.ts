import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { DEMO_EXERCISES, demoLinks } from './exercises';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the demo exercises', () => {
  it('include a campaign of the demo scenario with three players in Athena and Artemis', async () => {
    const repos = server.repos;
    const campaign = await repos.exercises.findByIdentifier(
      'acmecorp',
      DEMO_EXERCISES.campaign.identifier,
    );
    expect(campaign).toMatchObject({
      scenarioFileName: 'ransomwareAtDawn',
      facilitated: false,
      teams: ['Athena', 'Artemis'],
    });
    const players = await repos.players.listByExercise(campaign!._id);
    expect(players.map(({ team, linkToken }) => [team, linkToken]).sort()).toEqual([
      ['Artemis', 'demo-player-artemis-1'],
      ['Athena', 'demo-player-athena-1'],
      ['Athena', 'demo-player-athena-2'],
    ]);
  });

  it('include a facilitated session with Athena and Artemis, closed and not started', async () => {
    const repos = server.repos;
    const session = await repos.exercises.findByFacilitatorToken('demo-facilitator');
    expect(session).toMatchObject({
      teams: ['Athena', 'Artemis'],
      open: false,
      joinToken: 'demo-join',
      clock: { startedAt: null },
    });
    expect(await repos.exercises.findByJoinToken('demo-join')).toMatchObject({ _id: session!._id });
  });

  it('list every demo link for the start-up output', async () => {
    expect(await demoLinks(server.repos, 'http://localhost:3000')).toEqual([
      '  player ana.lopez@acme.example (Athena): http://localhost:3000/exercise/demo-player-athena-1',
      '  player ben.okafor@acme.example (Athena): http://localhost:3000/exercise/demo-player-athena-2',
      '  player chloe.martin@acme.example (Artemis): http://localhost:3000/exercise/demo-player-artemis-1',
      '  live session, players: http://localhost:3000/exercise/demo-join',
      '  live session, facilitator: http://localhost:3000/facilitator/demo-facilitator',
    ]);
  });

  it('are not created again on a restart', async () => {
    server = await server.restart();
    const count = await server.store.collection('exercises').countDocuments();
    expect(count).toBe(3);
  });
});
