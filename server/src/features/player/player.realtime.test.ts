import { describe, expect, it } from 'vitest';
import type { Ack, ScenarioEvent } from '@dojo/protocol';
import { playersRepo } from '../exercises/players.repo';
import { enter, type PlayerWorld, eachPlayerWorld } from '../../testing/playerWorld';
import { openSocket, type MailPush } from '../../testing/playerSockets';

let world: PlayerWorld;
eachPlayerWorld((started) => (world = started));

interface Player {
  token: string;
  user: string;
  id: string;
}

async function player(link: string): Promise<Player> {
  const session = await enter(world, link);
  const doc = await playersRepo(world.server.store).findByLinkToken(link);
  return { ...session, id: doc?._id ?? '' };
}

const post = (who: Player, path: string, body: Record<string, unknown>) =>
  world.server.post(path, { token: who.token, ...body });
const answer = (who: Player, id: string, response: unknown) =>
  post(who, '/api/setResponse', { user: who.user, id, response, next: '', scenario: 's' });
async function mailOf(who: Player) {
  const { body } = await post(who, '/api/getMail', { player: who.user });
  return body as { events: ScenarioEvent[]; finished: boolean; team: unknown };
}
const ids = (push: MailPush) => push.data.events.map((event) => event.id);

/** What a client holds after applying pushes in order: a full push replaces, others merge by id. */
function applied(pushes: MailPush[]): ScenarioEvent[] {
  let inbox: ScenarioEvent[] = [];
  for (const push of pushes) {
    if (push.data.full) inbox = [...push.data.events];
    else
      for (const event of push.data.events) {
        const at = inbox.findIndex((held) => held.id === event.id);
        if (at >= 0) inbox[at] = event;
        else inbox.push(event);
      }
  }
  return inbox;
}

describe('a player socket', () => {
  it("joins only the player's own scope and team scope", async () => {
    const ann = await player(world.links.ann);
    const { socket } = await openSocket(world, ann.token);
    const ack: Ack<{ scopes: { scope: string }[] }> = await socket
      .timeout(5_000)
      .emitWithAck('session.hello', {});
    expect(ack.ok && ack.data.scopes.map((entry) => entry.scope)).toEqual([
      `player:camp:${ann.id}`,
      'team:camp:Athena',
    ]);
  });

  it('receives the whole inbox at once after joining', async () => {
    const ann = await player(world.links.ann);
    const { waitFor } = await openSocket(world, ann.token);
    const first = await waitFor(() => true);
    expect(first).toMatchObject({ scope: `player:camp:${ann.id}`, seq: 1, data: { full: true } });
    expect(ids(first)).toEqual(['p1', '1']);
  });
});

describe('mail.changed', () => {
  it('carries the answered event, then the event it unlocks, with the next seq each', async () => {
    const ann = await player(world.links.ann);
    const { waitFor } = await openSocket(world, ann.token);
    await waitFor((push) => push.seq === 1);
    await answer(ann, '1', 'Isolate');
    const answered = await waitFor((push) => push.seq === 2, 'the answer');
    expect(answered.data).toMatchObject({
      full: false,
      events: [{ id: '1', response: 'Isolate' }],
    });
    world.clock.advance(10_000);
    const unlocked = await waitFor((push) => push.seq === 3, 'the next event');
    expect(ids(unlocked)).toEqual(['2']);
    expect(unlocked.serverTime).toBe(world.clock.now());
  });

  it('brings a timed event by itself when its time comes', async () => {
    const ann = await player(world.links.ann);
    const { waitFor, pushes } = await openSocket(world, ann.token);
    await waitFor((push) => push.seq === 1);
    world.clock.advance(119_999);
    expect(pushes).toHaveLength(1);
    world.clock.advance(1);
    const news = await waitFor((push) => ids(push).includes('n1'), 'the news');
    expect(news).toMatchObject({
      seq: 2,
      data: { full: false, events: [{ id: 'n1', displayAt: 120_000 }] },
    });
  });

  it("brings a team answer to the other member's socket, and not to another team", async () => {
    const ann = await player(world.links.ann);
    const ben = await player(world.links.ben);
    const cy = await player(world.links.cy);
    for (const member of [ann, ben]) {
      await answer(member, '1', 'Isolate');
    }
    world.clock.advance(10_000);
    for (const member of [ann, ben]) await answer(member, '2', 'Isolated the file server');
    world.clock.advance(5_000);
    const bens = await openSocket(world, ben.token);
    const cys = await openSocket(world, cy.token);
    await bens.waitFor((push) => ids(push).includes('4'));
    await cys.waitFor((push) => push.seq === 1);

    expect((await answer(ann, '4', 'Call police')).status).toBe(200);
    const shared = await bens.waitFor((push) =>
      push.data.events.some((e) => e.response === 'Call police'),
    );
    expect(shared.data.events).toMatchObject([{ id: '4', response: 'Call police' }]);
    expect((await answer(ben, '4', 'Pay')).body).toMatchObject({
      data: 'This event has already been answered.',
    });
    expect(cys.pushes).toHaveLength(1);
  });
});

describe('resync', () => {
  it('gives the same inbox through getMail as through the pushes, so a gap can be repaired', async () => {
    const ann = await player(world.links.ann);
    const { waitFor, pushes } = await openSocket(world, ann.token);
    await waitFor((push) => push.seq === 1);
    await answer(ann, '1', 'Isolate');
    await waitFor((push) => push.seq === 2);
    await post(ann, '/api/likeSocial', { player: ann.user, id: 'p1' });
    await waitFor((push) => push.seq === 3);
    world.clock.advance(10_000);
    await waitFor((push) => push.seq === 4);
    // A client that missed seq 3 sees a gap at seq 4 and re-reads the inbox instead.
    expect((await mailOf(ann)).events).toEqual(applied(pushes));
  });

  it('projects the same inbox after a restart, and a reconnecting socket starts over at seq 1', async () => {
    const ann = await player(world.links.ann);
    await answer(ann, '1', 'Isolate');
    world.clock.advance(10_000);
    await post(ann, '/api/markRead', { user: ann.user, id: '1', scenario: 's' });
    world.clock.advance(30_000);
    const before = await mailOf(ann);

    world.server = await world.server.restart();
    expect(await mailOf(ann)).toEqual(before);

    const { waitFor, socket } = await openSocket(world, ann.token);
    const full = await waitFor(() => true);
    expect(full).toMatchObject({ seq: 1, data: { full: true } });
    expect(full.data.events).toEqual(before.events);
    const ack: Ack<{ scopes: { seq: number }[] }> = await socket
      .timeout(5_000)
      .emitWithAck('session.hello', {});
    expect(ack.ok && ack.data.scopes[0]?.seq).toBe(1);

    world.clock.advance(80_000);
    const news = await waitFor((push) => ids(push).includes('n1'), 'the news after the restart');
    expect(news.seq).toBe(2);
  });
});
