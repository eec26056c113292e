import { describe, expect, it } from 'vitest';
import {
  enter,
  type PlayerWorld,
  eachPlayerWorld,
  playerCalls,
  changeCampEvents,
} from '../../testing/playerWorld';

/**
 * How a run ends (docs/player.md): '/0' ends it with the pass/fail result, '/1' with the
 * report and feedback step. In the player world, answering 'Wait' on event 1 shows event 3,
 * whose next is the ending under test.
 */
let world: PlayerWorld;
const ANN = 'ann@acme.test';

eachPlayerWorld((started) => (world = started));

async function endsWith(next: string) {
  await changeCampEvents(world, (event) => (event.id === '3' ? { ...event, next } : event));
  const { token } = await enter(world, world.links.ann);
  const { post } = playerCalls(world, token);
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
