/**
 * A campaign (an automated exercise: every player on their own clock, started by their
 * first entry) seeded straight into the server's store, as an order would leave it.
 */
import { randomUUID } from 'node:crypto';
import type { ScenarioFile } from '@dojo/protocol';
import type { ExerciseDoc } from '../../server/src/features/exercises/exercise.docs';
import { newPlayer } from '../../server/src/features/exercises/players.repo';
import type { RunningServer } from '../../server/src/server';

const DAY_MS = 86_400_000;

/**
 * Stores the exercise and `count` players; answers their entry links. `invite`: then tells
 * the server the exercise was created, as an order does, so the product's own path sends
 * every player's invitation (its date has begun) while the players enter.
 */
export async function seedCampaign(
  server: RunningServer,
  scenario: ScenarioFile,
  count: number,
  invite: boolean,
): Promise<string[]> {
  const id = `bench-campaign-${count}-${Date.now()}`;
  const now = Date.now();
  const exercise: ExerciseDoc = {
    _id: id,
    client: 'benchclient',
    identifier: id,
    identifierKey: id,
    scenarioFileName: scenario.fileName,
    scenario,
    facilitated: false,
    teams: ['Athena', 'Artemis'],
    trainers: [],
    branding: '',
    date: `${new Date(now).getUTCFullYear()}-1-1`,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 7 * DAY_MS).toISOString(),
    clock: null,
    open: true,
    facilitatorToken: null,
    facilitatorEmail: null,
    joinToken: null,
    private: false,
    orderedBy: 'benchclient',
    credits: count,
  };
  await server.repos.exercises.insert(exercise);
  const docs = Array.from({ length: count }, (_, n) =>
    newPlayer(exercise, {
      user: `player${n}@bench.example`,
      email: `player${n}@bench.example`,
      alias: null,
      team: n % 2 === 0 ? 'Athena' : 'Artemis',
      linkToken: `bench-${randomUUID()}`,
    }),
  );
  await server.repos.players.insertMany(docs);
  if (invite) server.events.emit('exerciseCreated', { exerciseId: id });
  return docs.map((doc) => doc.linkToken);
}
