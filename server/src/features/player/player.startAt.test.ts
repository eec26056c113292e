import { describe, expect, it } from 'vitest';
import {
  enter,
  type PlayerWorld,
  eachPlayerWorld,
  playerCalls,
  changeCampEvents,
} from '../../testing/playerWorld';
import { openSocket, type MailPush } from '../../testing/playerSockets';

/**
 * Start times on the game clock (docs/engine.md, "Start times") as players get them: in the
 * player world, answering 'Isolate' on event 1 leads to event 2 ten seconds later; with a start
 * time of ten minutes, event 2 waits until then, and the runner's one timer brings it.
 */
let world: PlayerWorld;
const ANN = 'ann@acme.test';

eachPlayerWorld((started) => (world = started));

async function playWith(startAt: string | undefined) {
  await changeCampEvents(world, (event) =>
    event.id === '2' ? { ...event, ...(startAt === undefined ? {} : { startAt }) } : event,
  );
  const { token } = await enter(world, world.links.ann);
  const { post, inbox: events } = playerCalls(world, token);
  const inbox = async () => (await events()).map((event) => event.id);
  const answer = () =>
    post('/api/setResponse', { user: ANN, id: '1', response: 'Isolate', next: '', scenario: 's' });
  return { token, inbox, answer };
}

const ids = (push: MailPush) => push.data.events.map((event) => event.id);

describe('a start time on the game clock', () => {
  it('holds the event a branch reaches until its start time', async () => {
    const { inbox, answer } = await playWith('600');
    await answer();
    world.clock.advance(10_000);
    expect(await inbox()).toEqual(['p1', '1']);
    world.clock.advance(600_000 - 10_001);
    expect(await inbox()).not.toContain('2');
    world.clock.advance(1);
    expect(await inbox()).toEqual(['p1', '1', 'n1', '2']);
  });

  it('is pushed by the runner at the start time, not when the branch was taken', async () => {
    const { token, answer } = await playWith('600');
    const { waitFor, pushes } = await openSocket(world, token);
    await waitFor((push) => push.seq === 1);
    await answer();
    await waitFor((push) => push.seq === 2, 'the answer');
    world.clock.advance(599_999);
    await waitFor((push) => ids(push).includes('n1'), 'the news at two minutes');
    expect(pushes.some((push) => ids(push).includes('2'))).toBe(false);
    world.clock.advance(1);
    const held = await waitFor((push) => ids(push).includes('2'), 'the held event');
    expect(held.data.events.find((event) => event.id === '2')).toMatchObject({
      displayAt: 600_000,
    });
  });

  it('leaves a scenario saved before start times existed playing exactly as before', async () => {
    const { inbox, answer } = await playWith(undefined);
    await answer();
    world.clock.advance(10_000);
    expect(await inbox()).toEqual(['p1', '1', '2']);
  });
});
