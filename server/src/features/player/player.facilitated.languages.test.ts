import { describe, expect, it } from 'vitest';
import type { ExerciseSession, ScenarioTranslation } from '@dojo/protocol';
import { type PlayerWorld, eachPlayerWorld } from '../../testing/playerWorld';
import { openSocket } from '../../testing/playerSockets';
import { replaceScenarioSnapshot } from '../../testing/scenarioSnapshot';

/** The facilitated join picks a language among the scenario's; the pushes speak it. */
let world: PlayerWorld;
const FACILITATOR = 'facilitate-live';

const french: ScenarioTranslation = {
  events: { '1': { subject: 'Demande de rançon', options: { '0': 'Isoler', '1': 'Attendre' } } },
  personas: {},
  pdfs: {},
};

eachPlayerWorld(async (started) => {
  world = started;
  const live = await world.server.repos.exercises.findByJoinToken(world.joinToken);
  if (!live) throw new Error('the facilitated exercise is missing');
  await replaceScenarioSnapshot(world.server, live._id, (snapshot) => ({
    ...snapshot,
    translations: { fr: french },
  }));
});

const join = (alias: string, language?: string) =>
  world.server.post('/api/joinFacilitated', {
    token: world.joinToken,
    alias,
    team: 'Athena',
    ...(language === undefined ? {} : { language }),
  });

describe('the facilitated join in a language', () => {
  it('offers the scenario languages on the shared link', async () => {
    const { body } = await world.server.post('/api/loginToken', { token: world.joinToken });
    expect((body as ExerciseSession).scenarioLanguages).toEqual(['en', 'fr']);
  });

  it('pushes the French text to a French player and the original to another', async () => {
    const zoe = (await join('zoe', 'fr')).body as ExerciseSession;
    const ann = (await join('ann')).body as ExerciseSession;
    const zoeSocket = await openSocket(world, zoe.token);
    const annSocket = await openSocket(world, ann.token);
    await world.server.post('/api/continueFacilitated', { token: FACILITATOR });
    const zoeStart = await zoeSocket.waitFor((push) => push.seq === 2, 'the start');
    const annStart = await annSocket.waitFor((push) => push.seq === 2, 'the start');
    const subject = (events: { id: string; subject?: string }[]) =>
      events.find((event) => event.id === '1')?.subject;
    expect(subject(zoeStart.data.events)).toBe('Demande de rançon');
    expect(subject(annStart.data.events)).toBe('Ransom note');
  });

  it('refuses a language the scenario is not played in, with a clear message', async () => {
    const refused = await join('max', 'es');
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'unsupported_language',
        data: 'This scenario cannot be played in Español: choose English, Français.',
      },
    });
  });
});
