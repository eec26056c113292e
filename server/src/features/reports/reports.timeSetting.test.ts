import { describe, expect, it } from 'vitest';
import {
  TIMELINESS_LABEL,
  timelinessVerdict,
  type Mailbox,
  type OrderCreated,
  type ReportData,
} from '@dojo/protocol';
import { portalOrder } from '../../testing/orders';
import {
  agreeNda,
  answer,
  enterAs,
  type ReportsWorld,
  eachReportsWorld,
} from '../../testing/reports';

/**
 * docs/extra-time.md: a client orders one scenario for two players, one with 1.5x time; each
 * gets their own limits, and the trainer's report compares them on the same questions, each
 * answer judged against that player's limit by the one verdict.
 */
let world: ReportsWorld;
eachReportsWorld((started) => (world = started));

const EXTRA = 'extra@acme.test';
const STANDARD = 'standard@acme.test';
const QUESTION = '2'; // the demo's first question: 300 s

async function orderTwo(): Promise<Record<string, string>> {
  const ordered = await world.server.post(
    '/api/createOrder',
    portalOrder(world.owner, {
      identifier: 'Extra time drill',
      players: [
        { email: EXTRA, team: -1, timeSetting: 'x1.5' },
        { email: STANDARD, team: -1 },
      ],
    }),
  );
  expect(ordered.status).toBe(200);
  const { players } = ordered.body as OrderCreated;
  return Object.fromEntries(players.map((player) => [player.user, player.token]));
}

describe('an order with a per-player time setting', () => {
  it("gives each player their own limits, and the report judges each against that player's", async () => {
    const links = await orderTwo();
    const tokens: Record<string, string> = {};
    for (const user of [EXTRA, STANDARD]) {
      tokens[user] = await enterAs(world, links[user]!);
      await agreeNda(world, tokens[user]);
    }
    const limitOf = async (user: string) => {
      const { body } = await world.server.post('/api/getMail', {
        token: tokens[user],
        player: user,
      });
      const mailbox = body as Mailbox;
      return {
        setting: mailbox.timeSetting,
        limit: mailbox.events.find((event) => event.id === QUESTION)?.timeLimit,
      };
    };
    expect(await limitOf(EXTRA)).toEqual({ setting: 'x1.5', limit: '450' });
    expect(await limitOf(STANDARD)).toEqual({ setting: 'standard', limit: '300' });

    // Both answer the same question after 400 s: within 110 % of 450 s, past 110 % of 300 s.
    world.clock.advance(400_000);
    for (const user of [EXTRA, STANDARD]) {
      const sent = await answer(
        world,
        tokens[user]!,
        user,
        QUESTION,
        'Isolate FS-02 from the network now',
      );
      expect(sent.status).toBe(200);
    }

    const { body } = await world.server.post('/api/getResponses', {
      token: world.owner,
      group: 'Extra time drill',
    });
    const report = body as ReportData;
    const question = report.questions.find((item) => item.id === QUESTION)!;
    expect(question.timeLimit).toBe(300);
    const respondents = question.responses.flatMap((response) => response.respondents);
    const verdicts = Object.fromEntries(
      respondents.map((respondent) => [
        respondent.player,
        TIMELINESS_LABEL[
          timelinessVerdict(respondent.time, question.timeLimit, respondent.timeSetting)
        ],
      ]),
    );
    expect(verdicts).toEqual({ [EXTRA]: 'In time', [STANDARD]: 'Late' });
    expect(respondents.find((item) => item.player === EXTRA)).toMatchObject({
      time: 400,
      timeSetting: 'x1.5',
    });
    expect(report.scores.find((score) => score.user === EXTRA)?.timeSetting).toBe('x1.5');
    expect(report.scores.find((score) => score.user === STANDARD)?.timeSetting).toBeUndefined();
  });

  it('refuses a time setting the protocol does not know, and stores nothing', async () => {
    const refused = await world.server.post(
      '/api/createOrder',
      portalOrder(world.owner, {
        identifier: 'Extra time drill',
        players: [{ email: EXTRA, team: -1, timeSetting: 'x3' }],
      }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      'Choose standard time, x1.25, x1.5, x2 or untimed.',
    );
    const reports = await world.server.post('/api/getReports', { token: world.owner });
    expect(JSON.stringify(reports.body)).not.toContain('Extra time drill');
  });
});
