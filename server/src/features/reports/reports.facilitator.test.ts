import { describe, expect, it } from 'vitest';
import type { ReportData, Replay } from '@dojo/protocol';
import { DEMO_EXERCISES } from '../../demo/exercises';
import { CAMPAIGN, reportSocket, type ReportsWorld, eachReportsWorld } from '../../testing/reports';

/** The facilitator console's Report tab: the link reads its own exercise's report only. */
const { facilitatorToken: LINK, joinToken, identifier: LIVE } = DEMO_EXERCISES.facilitated;
const NO_ACCESS = {
  type: 'failed',
  data: 'You do not have access to this report.',
  code: 'forbidden',
};

let world: ReportsWorld;
eachReportsWorld((started) => (world = started));

const post = (path: string, body: Record<string, unknown>) => world.server.post(path, body);

describe("a facilitator link's report", () => {
  it("reads its own exercise's responses and a joined player's replay", async () => {
    expect((await post('/api/openExercise', { token: LINK })).status).toBe(200);
    const joined = await post('/api/joinFacilitated', {
      token: joinToken,
      alias: 'ann',
      team: DEMO_EXERCISES.facilitated.teams[0],
    });
    expect(joined.status).toBe(200);
    const responses = await post('/api/getResponses', { token: LINK, group: LIVE });
    expect(responses.status).toBe(200);
    expect(Object.keys((responses.body as ReportData).participants)).toContain('ann');
    const replay = await post('/api/getReplay', {
      token: LINK,
      group: LIVE,
      player: 'ann',
      minute: 0,
    });
    expect(replay.status).toBe(200);
    expect((replay.body as Replay).events).toEqual(expect.any(Array));
  });

  it("is refused another exercise's responses and replay with 403, existing or not", async () => {
    for (const group of [CAMPAIGN, 'No such exercise']) {
      const responses = await post('/api/getResponses', { token: LINK, group });
      expect(responses.status).toBe(403);
      expect(responses.body).toEqual(NO_ACCESS);
    }
    const player = DEMO_EXERCISES.campaign.players[0].email;
    const replay = await post('/api/getReplay', {
      token: LINK,
      group: CAMPAIGN,
      player,
      minute: 0,
    });
    expect(replay.status).toBe(403);
    expect(replay.body).toEqual(NO_ACCESS);
  });

  it("follows its own exercise's live report and is refused another's", async () => {
    const { follow } = await reportSocket(world, LINK);
    expect(await follow([LIVE])).toMatchObject({ ok: true });
    const other = await follow([CAMPAIGN]);
    expect(other).toMatchObject({ ok: false, error: { message: NO_ACCESS.data } });
  });

  it("is still refused with a bad link (401) and leaves the accounts' rules alone", async () => {
    expect((await post('/api/getResponses', { token: 'not-a-link', group: LIVE })).status).toBe(
      401,
    );
    expect(
      (await post('/api/getResponses', { token: world.trainer, group: CAMPAIGN })).status,
    ).toBe(403);
    expect((await post('/api/getResponses', { token: world.owner, group: LIVE })).status).toBe(200);
  });
});
