import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { playersRepo } from '../exercises/players.repo';
import { type PlayerWorld, eachPlayerWorld } from '../../testing/playerWorld';

let world: PlayerWorld;
eachPlayerWorld((started) => (world = started));

const join = (alias: string, extra: Record<string, unknown> = {}) =>
  world.server.post('/api/joinFacilitated', {
    token: world.joinToken,
    alias,
    team: 'Athena',
    ...extra,
  });

const TAKEN =
  'This alias is already taken in this session. Choose another one, or ask your facilitator to let you back in.';

describe('the alias', () => {
  it('may be 32 characters long, not 33', async () => {
    expect((await join('a'.repeat(32))).status).toBe(200);
    expect(await join('b'.repeat(33))).toMatchObject({
      status: 400,
      body: { data: 'The alias can be at most 32 characters long.' },
    });
  });

  it('refuses control and direction characters', async () => {
    for (const alias of ['ann\u0000x', 'ann\u202Eevil', 'ann\u200Bx', 'ann\nbob'])
      expect(await join(alias)).toMatchObject({
        status: 400,
        body: { data: 'The alias may not contain control or direction characters.' },
      });
  });
});

describe('rejoining with an alias', () => {
  it('gives the first join a device secret and keeps only its hash', async () => {
    const { body } = await join('ann');
    const secret = (body as { deviceSecret?: string }).deviceSecret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const [stored] = await playersRepo(world.server.store).listByExercise('live');
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('continues as the same player with the device secret', async () => {
    const first = (await join('ann')).body as { deviceSecret: string; user: string };
    const again = await join('ANN', { deviceSecret: first.deviceSecret });
    expect(again).toMatchObject({ status: 200, body: { user: 'ann', team: 'Athena' } });
    expect((again.body as { deviceSecret?: string }).deviceSecret).toBeUndefined();
  });

  it('refuses someone who only knows the alias, or brings a wrong secret', async () => {
    await join('ann');
    expect(await join('ann')).toMatchObject({ status: 409, body: { data: TAKEN } });
    expect(await join('ann', { deviceSecret: 'x'.repeat(43) })).toMatchObject({ status: 409 });
  });

  it('lets the alias in from a new device once the facilitator approves, and only that one', async () => {
    const lost = (await join('ann')).body as { deviceSecret: string };
    const approved = await world.server.post('/api/letPlayerBackIn', {
      token: 'facilitate-live',
      player: 'ann',
    });
    expect(approved).toMatchObject({
      status: 200,
      body: { type: 'success', data: 'ann can join again from another device.' },
    });
    const back = await join('ann');
    expect(back).toMatchObject({ status: 200, body: { user: 'ann' } });
    const fresh = (back.body as { deviceSecret: string }).deviceSecret;
    expect(fresh).not.toBe(lost.deviceSecret);
    expect(await join('ann')).toMatchObject({ status: 409 });
    expect(await join('ann', { deviceSecret: lost.deviceSecret })).toMatchObject({ status: 409 });
    expect((await join('ann', { deviceSecret: fresh })).status).toBe(200);
  });
});

describe('players per session', () => {
  it('lets 200 players in by default, refuses the 201st and lets its own back in', async () => {
    const first = (await join('player0')).body as { deviceSecret: string };
    for (let i = 1; i < 200; i += 1) expect((await join(`player${i}`)).status).toBe(200);
    expect(await join('one-too-many')).toMatchObject({
      status: 409,
      body: { data: 'This live session is full: it has 200 players.' },
    });
    expect(await join('player0', { deviceSecret: first.deviceSecret })).toMatchObject({
      status: 200,
      body: { user: 'player0' },
    });
    expect(await join('player1')).toMatchObject({ status: 409, body: { data: TAKEN } });
  }, 60_000);
});

describe('a join', () => {
  it('looks the alias up once: the repo answers a player already stored under it', async () => {
    // The embedded engine hands every repo the same collection object; MongoDB makes new ones.
    if (world.server.store.kind !== 'embedded') return;
    await join('ann');
    const players = world.server.store.collection('players');
    const findOne = vi.spyOn(players, 'findOne');
    expect((await join('bob')).status).toBe(200);
    const lookups = findOne.mock.calls.filter(([filter]) => 'user' in filter);
    expect(lookups).toHaveLength(1);
    expect(await join('ann')).toMatchObject({ status: 409, body: { data: TAKEN } });
  });
});

describe('joins per address', () => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('refuses the joins past JOIN_RATE_LIMIT from one address, even in a burst', async () => {
    server = await startTestServer({ JOIN_RATE_LIMIT: '100' });
    await server.post('/api/openExercise', { token: 'demo-facilitator' });
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        server.post('/api/joinFacilitated', {
          token: 'demo-join',
          alias: `player${i}`,
          team: 'Athena',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(400);
  }, 60_000);
});
