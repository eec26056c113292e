import { describe, expect, it } from 'vitest';
import { adminToken } from '../../testing/orders';
import { openSocket } from '../../testing/playerSockets';
import { enter, type PlayerWorld, eachPlayerWorld } from '../../testing/playerWorld';

let world: PlayerWorld;
eachPlayerWorld((started) => (world = started));

/** The player world's automated exercise 'camp' of its scenario 'playerTest'. */
const REMOVE = { scenario: 'playerTest', exercise: 'camp' };

describe('removeExercise while players have the page open (docs/admin.md)', () => {
  it('tells each connected player at once, then closes their socket', async () => {
    const ann = await enter(world, world.links.ann);
    const cy = await enter(world, world.links.cy);
    const sockets = [await openSocket(world, ann.token), await openSocket(world, cy.token)];
    await Promise.all(sockets.map(({ waitFor }) => waitFor((push) => push.data.full)));
    const told = sockets.map(
      ({ socket }) =>
        new Promise<{ push: unknown; reason: string }>((resolve) => {
          let push: unknown = null;
          socket.once('exercise.removed', (data: unknown) => (push = data));
          socket.once('disconnect', (reason) => resolve({ push, reason }));
        }),
    );

    const token = await adminToken(world.server);
    const { body } = await world.server.post('/api/removeExercise', { token, ...REMOVE });
    expect(body).toMatchObject({ type: 'success' });

    for (const { push, reason } of await Promise.all(told)) {
      expect(push).toMatchObject({ data: { removed: true } });
      expect(reason).toBe('io server disconnect');
    }
  });

  it("refuses the removed exercise's links afterwards", async () => {
    const token = await adminToken(world.server);
    await world.server.post('/api/removeExercise', { token, ...REMOVE });
    const answer = await world.server.post('/api/loginToken', { token: world.links.ben });
    expect(answer).toMatchObject({
      status: 200,
      body: { type: 'failed', data: 'Exercise not found' },
    });
  });
});
