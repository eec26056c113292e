import { describe, expect, it } from 'vitest';
import type { Ack } from '@dojo/protocol';
import { type PlayerWorld, eachPlayerWorld } from '../../testing/playerWorld';
import { joinLive } from '../../testing/playerSockets';

/** The facilitator's writes reach the players' sockets through the runner (GameEvents). */
let world: PlayerWorld;
const FACILITATOR = 'facilitate-live';

eachPlayerWorld((started) => (world = started));

const facilitate = (path: string, body: Record<string, unknown> = {}) =>
  world.server.post(path, { token: FACILITATOR, ...body });

const join = (alias: string, team: string) => joinLive(world, alias, team);

describe('a facilitated exercise', () => {
  it('shows nothing before the start, then the opening events when the facilitator starts', async () => {
    const ann = await join('ann', 'Athena');
    const empty = await ann.waitFor((push) => push.seq === 1);
    expect(empty.data).toMatchObject({ events: [], full: true, clock: { running: false } });
    expect((await facilitate('/api/continueFacilitated')).status).toBe(200);
    const started = await ann.waitFor((push) => push.seq === 2, 'the start');
    expect(started.data.events.map((event) => event.id)).toEqual(['p1', '1']);
  });

  it('stops the countdown on pause and brings timed events only after the resume', async () => {
    const ann = await join('ann', 'Athena');
    await facilitate('/api/continueFacilitated');
    await ann.waitFor((push) => push.seq === 2);
    world.clock.advance(60_000);
    await facilitate('/api/pauseFacilitated');
    const paused = await ann.waitFor((push) => push.seq === 3, 'the pause');
    expect(paused.data).toMatchObject({ events: [], clock: { running: false, gameTime: 60_000 } });
    world.clock.advance(600_000);
    expect(ann.pushes).toHaveLength(3);
    await facilitate('/api/continueFacilitated');
    await ann.waitFor((push) => push.seq === 4, 'the resume');
    world.clock.advance(60_000);
    const news = await ann.waitFor((push) => push.seq === 5, 'the news');
    expect(news.data.events.map((event) => event.id)).toEqual(['n1']);
  });

  it('pushes time forward at once when the facilitator pushes it', async () => {
    const ann = await join('ann', 'Athena');
    await facilitate('/api/continueFacilitated');
    await ann.waitFor((push) => push.seq === 2);
    await facilitate('/api/pushFacilitatorEvent', { time: 2 });
    const news = await ann.waitFor((push) => push.data.events.some((event) => event.id === 'n1'));
    expect(news.data.full).toBe(false);
  });

  it('delivers an ad-hoc event to its recipient only', async () => {
    const ann = await join('ann', 'Athena');
    const ben = await join('ben', 'Hades');
    await facilitate('/api/continueFacilitated');
    await ann.waitFor((push) => push.seq === 2);
    await ben.waitFor((push) => push.seq === 2);
    const sent = await facilitate('/api/sendFacilitatorEvents', {
      type: 'Alert',
      content: 'Power is out',
      recipient: 'ann',
    });
    expect(sent.status).toBe(200);
    const alert = await ann.waitFor((push) => push.seq === 3, 'the alert');
    expect(alert.data.events).toMatchObject([{ type: 'Alert', content: 'Power is out' }]);
    expect(ben.pushes).toHaveLength(2);
  });

  it("moves a player's socket into the new team's room when the facilitator changes the team", async () => {
    const ann = await join('ann', 'Athena');
    await ann.waitFor((push) => push.seq === 1);
    await facilitate('/api/changePlayerTeam', { player: 'ann', team: 'Hades' });
    const moved = await ann.waitFor((push) => push.data.team === 'Hades', 'the team change');
    expect(moved.seq).toBe(2);
    const ack: Ack<{ scopes: { scope: string }[] }> = await ann.socket
      .timeout(5_000)
      .emitWithAck('session.hello', {});
    expect(ack.ok && ack.data.scopes.map((entry) => entry.scope)).toContain('team:live:Hades');
  });

  it('replaces the inbox (full) after a reset', async () => {
    const ann = await join('ann', 'Athena');
    await facilitate('/api/continueFacilitated');
    await ann.waitFor((push) => push.seq === 2);
    await facilitate('/api/resetCampaign');
    const reset = await ann.waitFor((push) => push.seq === 3, 'the reset');
    expect(reset.data).toMatchObject({ full: true, events: [] });
  });
});
