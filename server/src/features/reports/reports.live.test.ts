import { describe, expect, it } from 'vitest';
import type { Replay, ScenarioEvent } from '@dojo/protocol';
import { playersRepo } from '../exercises/players.repo';
import { SCENARIO, adminToken } from '../../testing/orders';
import {
  ANA,
  CAMPAIGN,
  CHLOE,
  agreeNda,
  answer,
  enterAs,
  reportSocket,
  shortenCampaign,
  type ReportsWorld,
  eachReportsWorld,
  ISOLATE,
} from '../../testing/reports';

let world: ReportsWorld;
eachReportsWorld((started) => (world = started));

async function until<T>(read: () => T | undefined, ms = 1_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('nothing arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('report.changed', () => {
  it('reaches the owner following the report within 1 s of a player joining and answering', async () => {
    const owner = await reportSocket(world, world.owner);
    const followed = await owner.follow([CAMPAIGN]);
    expect(followed).toMatchObject({ ok: true, data: { scopes: [{ seq: 0 }] } });
    const token = await enterAs(world, ANA.token);
    const joined = await until(() => owner.pushes[0]);
    expect(joined).toMatchObject({ seq: 1, data: { group: CAMPAIGN } });
    expect(joined.scope).toMatch(/^report:/);
    await answer(world, token, ANA.email, '2', ISOLATE);
    const answered = await until(() => owner.pushes.find((push) => push.seq >= 2));
    expect(answered.data.group).toBe(CAMPAIGN);
  });

  it('is not sent to a socket that did not follow the report', async () => {
    const idle = await reportSocket(world, world.owner);
    const watcher = await reportSocket(world, world.owner);
    await watcher.follow([CAMPAIGN]);
    await enterAs(world, ANA.token);
    await until(() => watcher.pushes[0]);
    expect(idle.pushes).toEqual([]);
  });
});

/** Every change of a player's status is pushed, not only the first (docs/reports.md, "Live"). */
describe('report.changed on status changes', () => {
  const changes = (pushes: { data: { change: string } }[]) =>
    pushes.map((push) => push.data.change);

  it('is pushed when a player accepts the agreement and again when their run ends', async () => {
    await shortenCampaign(world);
    const owner = await reportSocket(world, world.owner);
    await owner.follow([CAMPAIGN]);
    const token = await enterAs(world, ANA.token);
    await agreeNda(world, token);
    await until(() => (changes(owner.pushes).includes('started') ? true : undefined));
    await answer(world, token, ANA.email, '1', 'Isolate');
    world.clock.advance(60_000);
    // The player's page reads the end screen: the run's end is recorded and pushed.
    await world.server.post('/api/getMail', { token, player: ANA.email });
    await until(() => (changes(owner.pushes).includes('finished') ? true : undefined));
  });

  it("is pushed when a player's link expires, with no write to tell it", async () => {
    const owner = await reportSocket(world, world.owner);
    await owner.follow([CAMPAIGN]);
    const players = playersRepo(world.server.store);
    const chloe = await players.findByLinkToken(CHLOE.token);
    await players.setExpiry(chloe?._id ?? '', new Date(world.clock.now() + 5_000).toISOString());
    // An open dashboard's read arms the expiry; the clock then passes it.
    await world.server.post('/api/getCustomerData', { token: world.owner });
    expect(changes(owner.pushes)).not.toContain('expired');
    world.clock.advance(5_000);
    await until(() => (changes(owner.pushes).includes('expired') ? true : undefined));
  });

  it('is pushed when an expiry is extended and when the exercise is removed', async () => {
    const owner = await reportSocket(world, world.owner);
    await owner.follow([CAMPAIGN]);
    await world.server.post('/api/extendExercise', {
      token: world.owner,
      exerciseName: CAMPAIGN,
      code: ANA.token,
    });
    await until(() => (changes(owner.pushes).includes('extended') ? true : undefined));
    const removed = await world.server.post('/api/removeExercise', {
      token: await adminToken(world.server),
      scenario: SCENARIO,
      exercise: CAMPAIGN,
    });
    expect(removed.status).toBe(200);
    await until(() => (changes(owner.pushes).includes('removed') ? true : undefined));
  });
});

describe('getReplay', () => {
  const replay = async (minute: number) =>
    (
      await world.server.post('/api/getReplay', {
        token: world.owner,
        group: CAMPAIGN,
        player: ANA.email,
        minute,
      })
    ).body as Replay;
  const byId = (events: ScenarioEvent[], id: string) => events.find((event) => event.id === id);

  it('shows the inbox the player saw by the end of that minute, with the answers given by then', async () => {
    const token = await enterAs(world, ANA.token);
    world.clock.advance(90_000);
    const before = await replay(1);
    world.clock.advance(60_000);
    await answer(world, token, ANA.email, '2', ISOLATE);
    world.clock.advance(60_000);
    const mail = (await world.server.post('/api/getMail', { token, player: ANA.email })).body as {
      events: ScenarioEvent[];
    };

    const atOne = await replay(1);
    expect(atOne).toMatchObject({ minute: 1, minutes: 3, finished: false });
    expect(atOne.events).toEqual(before.events);
    expect(byId(atOne.events, '2')?.response).toBeUndefined();

    expect(byId((await replay(2)).events, '2')?.response).toBe(ISOLATE);
    // The current minute replays exactly what the game serves the player now.
    expect((await replay(3)).events).toEqual(mail.events);
  });

  it('answers "This player is not part of the exercise." for someone else', async () => {
    const { status, body } = await world.server.post('/api/getReplay', {
      token: world.owner,
      group: CAMPAIGN,
      player: 'nobody@acme.example',
      minute: 0,
    });
    expect(status).toBe(404);
    expect(body).toEqual({
      type: 'failed',
      data: 'This player is not part of the exercise.',
      code: 'unknown_player',
    });
  });
});
