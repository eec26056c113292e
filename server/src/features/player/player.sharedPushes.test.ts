import { describe, expect, it } from 'vitest';
import type { Ack } from '@dojo/protocol';
import { playersRepo } from '../exercises/players.repo';
import { enter, type PlayerWorld, eachPlayerWorld } from '../../testing/playerWorld';
import { openSocket, type MailPush } from '../../testing/playerSockets';

/** Players due at the same moment share one projection and one encoding (docs/runner.md). */
let world: PlayerWorld;
eachPlayerWorld((started) => (world = started));

async function player(link: string) {
  const session = await enter(world, link);
  const doc = await playersRepo(world.server.store).findByLinkToken(link);
  return { ...session, id: doc?._id ?? '' };
}
const hasNews = (push: MailPush) => push.data.events.some((event) => event.id === 'n1');

describe('a timed event due for several players at once', () => {
  it('reaches each with the same data and instant, behind their own scope and seq', async () => {
    const ann = await player(world.links.ann);
    const ben = await player(world.links.ben);
    const annSocket = await openSocket(world, ann.token);
    const benSocket = await openSocket(world, ben.token);
    await annSocket.waitFor((push) => push.seq === 1);
    await benSocket.waitFor((push) => push.seq === 1);
    world.clock.advance(120_000);
    const forAnn = await annSocket.waitFor(hasNews, "ann's news");
    const forBen = await benSocket.waitFor(hasNews, "ben's news");
    expect(forAnn).toMatchObject({ seq: 2, scope: expect.stringContaining(ann.id) });
    expect(forBen).toMatchObject({ seq: 2, scope: expect.stringContaining(ben.id) });
    expect(forBen.serverTime).toBe(forAnn.serverTime);
    expect(forBen.data).toEqual(forAnn.data);
  });

  it("keeps a reader's read event theirs while the next event reaches both alike", async () => {
    const ann = await player(world.links.ann);
    const ben = await player(world.links.ben);
    const annSocket = await openSocket(world, ann.token);
    const benSocket = await openSocket(world, ben.token);
    await benSocket.waitFor((push) => push.seq === 1);
    await world.server.post('/api/markRead', {
      token: ann.token,
      user: ann.user,
      id: '1',
      scenario: 's',
    });
    const read = await annSocket.waitFor((push) => push.seq === 2, "ann's read");
    expect(read.data.events[0]).toMatchObject({ id: '1', read: true });
    world.clock.advance(120_000);
    const forAnn = await annSocket.waitFor(hasNews, "ann's news");
    const forBen = await benSocket.waitFor(hasNews, "ben's news");
    expect([forAnn.seq, forBen.seq]).toEqual([3, 2]);
    expect(forAnn.data).toEqual(forBen.data);
  });

  it('resyncs a player who was away: a full inbox on return, and hello tells the seq', async () => {
    const ann = await player(world.links.ann);
    const ben = await player(world.links.ben);
    const away = await openSocket(world, ann.token);
    const benSocket = await openSocket(world, ben.token);
    await away.waitFor((push) => push.seq === 1);
    away.socket.disconnect();
    world.clock.advance(120_000);
    await benSocket.waitFor(hasNews, "ben's news");

    const back = await openSocket(world, ann.token);
    const full = await back.waitFor(() => true, 'the full inbox');
    // Beyond the last seq ann's client saw (1): its tracker resyncs, and the full push replaces.
    expect(full.data.full).toBe(true);
    expect(full.seq).toBeGreaterThan(1);
    expect(full.data.events.map((event) => event.id)).toContain('n1');
    const ack: Ack<{ scopes: { scope: string; seq: number }[] }> = await back.socket
      .timeout(5_000)
      .emitWithAck('session.hello', {});
    expect(ack.ok && ack.data.scopes.find((s) => s.scope === full.scope)?.seq).toBe(full.seq);
  });
});
