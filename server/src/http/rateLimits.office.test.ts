import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../demo/accounts';
import { DEMO_EXERCISES } from '../demo/exercises';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { ConfigSchema } from '../config';
import { startTestServer, type TestServer } from '../testing/testServer';

/** The product's own limits, not the test server's relaxed ones. */
const defaults = ConfigSchema.parse({});
const PRODUCT_LIMITS = Object.fromEntries(
  (
    [
      'LOGIN_RATE_LIMIT',
      'LOGIN_USER_RATE_LIMIT',
      'LOGIN_ADDRESS_RATE_LIMIT',
      'API_RATE_LIMIT',
      'EXERCISE_RATE_LIMIT',
      'ANONYMOUS_RATE_LIMIT',
      'TOKEN_RATE_LIMIT',
      'JOIN_RATE_LIMIT',
      'UPLOAD_RATE_LIMIT',
    ] as const
  ).map((name) => [name, String(defaults[name])]),
);

const PLAYERS = 500;
/**
 * Inbox reads in the minute: the first load, then the web app's fallback poll (every 5 s
 * while the socket is down) for a socket that dropped for ten seconds.
 */
const INBOX_READS = 2;
/** The facilitator console's and the portal's polls: every 5 s. */
const POLLS_A_MINUTE = 12;
const { facilitatorToken: facilitatorLink, joinToken: code } = DEMO_EXERCISES.facilitated;
const scenario = DEMO_SCENARIO.fileName;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ...PRODUCT_LIMITS, PLAYERS_PER_SESSION: String(PLAYERS) });
});
afterAll(async () => {
  await server.close();
});

type Call = [path: string, body: unknown];

/** Runs the calls `width` at a time; every answer's status, in no particular order. */
async function play(calls: Call[], width = 50): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < calls.length) {
        const [path, body] = calls[next++]!;
        statuses.push((await server.post(path, body)).status);
      }
    }),
  );
  return statuses;
}

const refused = (statuses: number[]) => statuses.filter((status) => status === 429).length;

describe('an office: 500 players and their trainers behind one address', () => {
  it('answers a minute of normal play with no 429 and no server error', async () => {
    const owner = await server.post('/api/loginCustomer', {
      filename: DEMO.owner.username,
      password: DEMO.owner.password,
    });
    const ownerToken = (owner.body as { token: string }).token;

    // Everyone opens the shared link and joins, all within the same minute.
    const entry = await play(
      Array.from({ length: PLAYERS }, (): Call => ['/api/loginToken', { token: code }]),
    );
    // Most arrive before the facilitator opens: each waits in the waiting room (a 200 answer,
    // docs/facilitator.md) and joins again when Open is pushed.
    const waiting = await play(
      Array.from({ length: PLAYERS }, (_, n): Call => [
        '/api/joinFacilitated',
        { token: code, alias: `player${n}`, team: 'Athena' },
      ]),
    );
    expect(new Set(waiting)).toEqual(new Set([200]));
    expect((await server.post('/api/openExercise', { token: facilitatorLink })).status).toBe(200);
    const joins = Array.from({ length: PLAYERS }, (_, n) => ({
      alias: `player${n}`,
      team: n % 2 === 0 ? 'Athena' : 'Artemis',
    }));
    const sessions: { token: string; user: string; team: string }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (next < joins.length) {
          const join = joins[next++]!;
          const answer = await server.post('/api/joinFacilitated', { token: code, ...join });
          expect(answer.status).toBe(200);
          sessions.push({ ...(answer.body as { token: string; user: string }), team: join.team });
        }
      }),
    );
    expect((await server.post('/api/continueFacilitated', { token: facilitatorLink })).status).toBe(
      200,
    );

    // A minute of play, sent as fast as loopback takes it (so inside one limit window): each
    // player reloads the page, reads the inbox, marks an e-mail read, opens its draft, notes
    // and result; the facilitator's console and the trainer's portal poll beside them. The
    // writes a player makes while typing are left out only to keep the unit run short.
    const minute: Call[] = [];
    for (let read = 0; read < INBOX_READS; read += 1)
      for (const p of sessions)
        minute.push(['/api/getMailFacilitated', { token: p.token, player: p.user, team: p.team }]);
    for (let poll = 0; poll < POLLS_A_MINUTE; poll += 1) {
      minute.push(['/api/getFacilitatorEvents', { token: facilitatorLink }]);
      minute.push(['/api/session', { token: ownerToken }]);
      minute.push(['/api/getPortalScenarios', undefined]);
    }
    for (const p of sessions) {
      const id = { token: p.token, user: p.user, id: '1', scenario };
      minute.push(['/api/loginToken', { token: code }]);
      minute.push(['/api/markRead', id]);
      minute.push(['/api/getDraft', id]);
      minute.push(['/api/getNotes', { token: p.token, code, user: p.user }]);
      minute.push(['/api/getPassed', { token: p.token, player: p.user }]);
    }
    const statuses = await play(minute);

    expect(refused(entry)).toBe(0);
    expect(refused(statuses)).toBe(0);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.length).toBe(minute.length);
  }, 120_000);
});
