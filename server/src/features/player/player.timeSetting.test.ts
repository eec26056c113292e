import { describe, expect, it } from 'vitest';
import { type PlayerWorld, eachPlayerWorld } from '../../testing/playerWorld';
import { joinLive, type MailPush } from '../../testing/playerSockets';
import { replaceScenarioSnapshot } from '../../testing/scenarioSnapshot';

/**
 * A facilitator sets a player's time setting live (docs/extra-time.md): every change reaches
 * the player's socket at once, applies to questions shown from then on, and a question already
 * open keeps its limit; once the player's run ended the change is refused.
 */
let world: PlayerWorld;
const FACILITATOR = 'facilitate-live';

eachPlayerWorld(async (started) => {
  world = started;
  // The live session's questions 1 and 2 get time limits of 60 s and 120 s.
  const live = (await world.server.repos.exercises.findByJoinToken(world.joinToken))!;
  await replaceScenarioSnapshot(world.server, live._id, (snapshot) => ({
    ...snapshot,
    scenario: snapshot.scenario.map((event) =>
      event.id === '1'
        ? { ...event, timeLimit: '60' }
        : event.id === '2'
          ? { ...event, timeLimit: '120' }
          : event,
    ),
  }));
});

const facilitate = (path: string, body: Record<string, unknown> = {}) =>
  world.server.post(path, { token: FACILITATOR, ...body });
const setTime = (player: string, timeSetting: string) =>
  facilitate('/api/changePlayerTimeSetting', { player, timeSetting });

const join = (alias: string, team: string) => joinLive(world, alias, team);

const answer = (token: string, user: string, id: string, response: string) =>
  world.server.post('/api/setResponse', {
    user,
    id,
    response,
    next: '',
    scenario: 'playerTest',
    token,
  });

const limitOf = (push: MailPush, id: string) =>
  push.data.events.find((event) => event.id === id)?.timeLimit;

describe('changePlayerTimeSetting, live', () => {
  it('pushes every change to the player; each applies to questions shown from then on', async () => {
    const ann = await join('ann', 'Athena');
    const ben = await join('ben', 'Athena');
    await facilitate('/api/continueFacilitated');
    const started = await ann.waitFor((push) => push.seq === 2, 'the start');
    expect(started.data.timeSetting).toBe('standard');
    expect(limitOf(started, '1')).toBe('60');

    // Set: double time, 10 s in, while question 1 is open.
    world.clock.advance(10_000);
    const set = await setTime('ann', 'x2');
    expect(set.body).toEqual({
      type: 'success',
      data: "ann's time is now: Double time. It applies to questions from now on.",
    });
    const told = await ann.waitFor((push) => push.data.timeSetting === 'x2', 'the change');
    // Question 1 keeps the limit it showed with: it is not sent again.
    expect(told.data.events).toEqual([]);
    const players = await facilitate('/api/retrievePlayers');
    expect(players.body).toContainEqual({ player: 'ann', team: 'Athena', timeSetting: 'x2' });

    // Both answer question 1 at 20 s; question 2 shows 10 s later, after the change.
    world.clock.advance(10_000);
    for (const player of [ann, ben]) {
      const sent = await answer(player.token, player === ann ? 'ann' : 'ben', '1', 'Isolate');
      expect(sent.status).toBe(200);
    }
    world.clock.advance(10_000);
    const annNext = await ann.waitFor((push) => limitOf(push, '2') !== undefined, 'question 2');
    const benNext = await ben.waitFor((push) => limitOf(push, '2') !== undefined, 'question 2');
    expect(limitOf(annNext, '2')).toBe('240');
    expect(limitOf(benNext, '2')).toBe('120');

    // Change: untimed, then double time again; each reaches the player.
    await setTime('ann', 'untimed');
    await ann.waitFor((push) => push.data.timeSetting === 'untimed', 'the second change');
    await setTime('ann', 'x1.5');
    await ann.waitFor((push) => push.data.timeSetting === 'x1.5', 'the third change');
    expect(ben.pushes.some((push) => push.data.timeSetting !== 'standard')).toBe(false);
  });

  it("scales the next question for the changed player only, and refuses a change once the player's run ended", async () => {
    const ann = await join('ann', 'Athena');
    const cy = await join('cyd', 'Hades');
    await facilitate('/api/continueFacilitated');
    await ann.waitFor((push) => push.seq === 2, 'the start');
    await setTime('ann', 'x1.5');
    await ann.waitFor((push) => push.data.timeSetting === 'x1.5', 'the change');

    for (const player of [ann, cy]) {
      const sent = await answer(player.token, player === ann ? 'ann' : 'cyd', '1', 'Isolate');
      expect(sent.status).toBe(200);
    }
    world.clock.advance(10_000);
    const annNext = await ann.waitFor((push) => limitOf(push, '2') !== undefined, 'question 2');
    const cyNext = await cy.waitFor((push) => limitOf(push, '2') !== undefined, 'question 2');
    expect(limitOf(annNext, '2')).toBe('180');
    expect(limitOf(cyNext, '2')).toBe('120');

    // Ann answers 2 and the team question 4 (next '/0'): her run ends.
    for (const [id, response] of [
      ['2', 'Isolated the hosts'],
      ['4', 'Call police'],
    ] as const) {
      const sent = await answer(ann.token, 'ann', id, response);
      expect(sent.status).toBe(200);
      world.clock.advance(10_000);
      await ann.waitFor((push) =>
        push.data.events.some((event) => event.id === id && event.response !== undefined),
      );
    }
    await ann.waitFor((push) => push.data.finished, 'the end');
    const refused = await setTime('ann', 'x2');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'player_finished',
      data: 'ann has finished the exercise: their time setting can no longer change.',
    });
    const players = await facilitate('/api/retrievePlayers');
    expect(players.body).toContainEqual({ player: 'ann', team: 'Athena', timeSetting: 'x1.5' });
  });

  it('refuses a setting that does not exist and a player who is not in the session', async () => {
    await join('ann', 'Athena');
    const wrong = await setTime('ann', 'x3');
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain(
      'Choose standard time, x1.25, x1.5, x2 or untimed.',
    );
    const nobody = await setTime('zed', 'x2');
    expect(nobody.status).toBe(404);
  });
});
