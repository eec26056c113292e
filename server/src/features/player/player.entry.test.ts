import { describe, expect, it } from 'vitest';
import { playersRepo } from '../exercises/players.repo';
import { BRAND, enter, type PlayerWorld, eachPlayerWorld } from '../../testing/playerWorld';

let world: PlayerWorld;
eachPlayerWorld((started) => (world = started));

const post = (path: string, body: unknown) => world.server.post(path, body);

describe('POST /api/loginToken', () => {
  it('answers an unknown link with 200 "Exercise not found" (the page logs no failed request)', async () => {
    const answer = await post('/api/loginToken', { token: 'nope' });
    expect(answer).toMatchObject({
      status: 200,
      body: { type: 'failed', data: 'Exercise not found' },
    });
  });

  it('answers an expired link with 200 {type:"failed", data:"expired"}', async () => {
    const answer = await post('/api/loginToken', { token: world.links.old });
    expect(answer).toMatchObject({ status: 200, body: { type: 'failed', data: 'expired' } });
  });

  it("answers the player's session with the branding client's logo and NDA", async () => {
    const { status, body } = await post('/api/loginToken', { token: world.links.ann });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      type: 'success',
      user: 'ann@acme.test',
      scenario: 'Player test',
      team: 'Athena',
      facilitated: false,
      teams: true,
      beta: false,
      branding_logo_url: BRAND.logo,
      nda_text: BRAND.nda,
      finished: false,
      token: expect.stringMatching(/^ey/),
    });
  });

  it("starts an automated player's clock at the first entry, and only then", async () => {
    const players = playersRepo(world.server.store);
    await enter(world, world.links.ann);
    const first = await players.findByLinkToken(world.links.ann);
    expect(first?.clock?.startedAt).toBe(world.clock.now());
    world.clock.advance(60_000);
    await enter(world, world.links.ann);
    const again = await players.findByLinkToken(world.links.ann);
    expect(again?.clock).toEqual(first?.clock);
  });

  it('answers the shared link of a facilitated exercise with its teams and no player yet', async () => {
    const { body } = await post('/api/loginToken', { token: world.joinToken });
    expect(body).toMatchObject({
      type: 'success',
      facilitated: true,
      teams: ['Athena', 'Hades'],
      user: '',
      token: '',
    });
  });
});

describe('POST /api/joinFacilitated', () => {
  const join = (alias: unknown, team: unknown, token = world.joinToken) =>
    post('/api/joinFacilitated', { token, alias, team });

  it('rejects an e-mail as alias with "The alias cannot be an email address."', async () => {
    expect(await join('ann@acme.test', 'Athena')).toMatchObject({
      status: 400,
      body: { data: 'The alias cannot be an email address.' },
    });
  });

  it('rejects "an" with "The alias needs to be at least 3 characters long."', async () => {
    expect((await join('an', 'Athena')).body).toMatchObject({
      data: 'The alias needs to be at least 3 characters long.',
    });
  });

  it('rejects a team the exercise does not have with "Please select a team."', async () => {
    expect(await join('ann', 'Zeus')).toMatchObject({
      status: 400,
      body: { data: 'Please select a team.' },
    });
    expect(await playersRepo(world.server.store).listByExercise('live')).toEqual([]);
  });

  it('keeps players of an exercise the facilitator has not opened in its waiting room', async () => {
    expect(await join('ann', 'Athena', 'join-closed')).toMatchObject({
      status: 200,
      body: {
        type: 'waiting',
        data: 'The exercise is not open to players yet. Please wait for your facilitator.',
      },
    });
    expect(await playersRepo(world.server.store).listByExercise('closed')).toEqual([]);
  });

  it('lowercases the alias and continues as the same player on a second entry', async () => {
    const first = await join(' Ann ', 'Athena');
    expect(first.body).toMatchObject({
      type: 'success',
      user: 'ann',
      team: 'Athena',
      token: expect.any(String),
    });
    const { deviceSecret } = first.body as { deviceSecret: string };
    const again = await post('/api/joinFacilitated', {
      token: 'join-live',
      alias: 'ANN',
      team: 'Hades',
      deviceSecret,
    });
    expect(again).toMatchObject({ status: 200, body: { user: 'ann', team: 'Athena' } });
    const players = await playersRepo(world.server.store).listByExercise('live');
    expect(players.map((player) => [player.user, player.team])).toEqual([['ann', 'Athena']]);
  });

  it('gives a token the facilitated inbox accepts', async () => {
    const { body } = await join('ann', 'Athena');
    const { token } = body as { token: string };
    const mail = await post('/api/getMailFacilitated', { token, player: 'ann', team: 'Athena' });
    expect(mail).toMatchObject({
      status: 200,
      body: { events: [], finished: false, team: 'Athena' },
    });
  });
});
