import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '@dojo/protocol';
import type { ExerciseDoc } from '../exercises/exercise.docs';
import {
  EVENTS,
  enter,
  startPlayerWorld,
  stopPlayerWorld,
  type PlayerWorld,
} from '../../testing/playerWorld';

/**
 * How a run ends (docs/player.md): '/0' ends it with the pass/fail result, '/1' with the
 * report and feedback step. In the player world, answering 'Wait' on event 1 shows event 3,
 * whose next is the ending under test.
 */
let world: PlayerWorld;
const ANN = 'ann@acme.test';

afterEach(async () => {
  await stopPlayerWorld(world);
});

async function endsWith(next: string) {
  const events: ScenarioEvent[] = EVENTS.map((event) =>
    event.id === '3' ? { ...event, next } : event,
  );
  const exercises = world.server.store.collection<ExerciseDoc>('exercises');
  const camp = await exercises.findOne({ _id: 'camp' });
  if (!camp) throw new Error('the player world has no exercise camp');
  await exercises.updateOne(
    { _id: 'camp' },
    { $set: { scenario: { ...camp.scenario, scenario: events } } },
  );
  const { token } = await enter(world, world.links.ann);
  const post = (path: string, body: Record<string, unknown>) =>
    world.server.post(path, { token, ...body });
  await post('/api/setResponse', {
    user: ANN,
    id: '1',
    response: 'Wait',
    next: '',
    scenario: 'playerTest',
  });
  world.clock.advance(60_000);
  return (await post('/api/getPassed', { player: ANN })).body as Record<string, unknown>;
}

describe('how a run ends', () => {
  beforeEach(async () => {
    world = await startPlayerWorld();
  });

  it("ends with the pass/fail result at '/0'", async () => {
    expect(await endsWith('/0')).toEqual({
      type: 'failed',
      score: 0,
      totalQuestions: 1,
      ending: 'end',
    });
  });

  it("ends with the report and feedback step at '/1'", async () => {
    expect(await endsWith('/1')).toEqual({
      type: 'failed',
      score: 0,
      totalQuestions: 1,
      ending: 'report',
    });
  });

  it('has not ended while the story goes on', async () => {
    const { token } = await enter(world, world.links.ann);
    const body = (await world.server.post('/api/getPassed', { token, player: ANN })).body;
    expect(body).not.toHaveProperty('ending');
  });
});
