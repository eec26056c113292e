import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_EXERCISES } from '../demo/exercises';
import { loginTokens } from '../testing/backOffice';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(env: Record<string, string>): Promise<TestServer> {
  server = await startTestServer(env);
  return server;
}

const { facilitatorToken: facilitatorLink, joinToken: code } = DEMO_EXERCISES.facilitated;

async function statuses(count: number, send: () => Promise<{ status: number }>) {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) answers.push((await send()).status);
  return answers;
}

describe('signed-in calls count per principal, not per address', () => {
  it('gives each account its own API_RATE_LIMIT, and leaves anonymous calls theirs', async () => {
    const s = await start({ API_RATE_LIMIT: '5', ANONYMOUS_RATE_LIMIT: '10' });
    const { staff, customer } = await loginTokens(s);
    expect(await statuses(5, () => s.post('/api/session', { token: staff }))).toEqual(
      Array(5).fill(200),
    );
    expect((await s.post('/api/session', { token: staff })).status).toBe(429);
    // Same address, another account, and an anonymous visitor: untouched.
    expect(await statuses(5, () => s.post('/api/session', { token: customer }))).toEqual(
      Array(5).fill(200),
    );
    expect((await s.get('/api/getPortalScenarios')).status).toBe(200);
  });

  it('counts players per player and, together, per exercise (EXERCISE_RATE_LIMIT)', async () => {
    const s = await start({ API_RATE_LIMIT: '4', EXERCISE_RATE_LIMIT: '10' });
    await s.post('/api/openExercise', { token: facilitatorLink });
    const players: { token: string; user: string; team: string }[] = [];
    for (const alias of ['ann', 'bob', 'cyd']) {
      const joined = await s.post('/api/joinFacilitated', { token: code, alias, team: 'Athena' });
      players.push({ ...(joined.body as { token: string; user: string }), team: 'Athena' });
    }
    const poll = (p: (typeof players)[number]) => () =>
      s.post('/api/getPassed', { token: p.token, player: p.user });
    const [ann, bob, cyd] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    expect(await statuses(5, poll(ann))).toEqual([200, 200, 200, 200, 429]);
    expect(await statuses(4, poll(bob))).toEqual([200, 200, 200, 200]);
    expect(await statuses(3, poll(cyd))).toEqual([200, 200, 429]);
  });

  it('keeps anonymous uploads from spending the author’s allowance (UPLOAD_RATE_LIMIT)', async () => {
    const s = await start({ UPLOAD_RATE_LIMIT: '2' });
    const { staff } = await loginTokens(s);
    const upload = (headers: Record<string, string>) => async () => {
      const form = new FormData();
      form.append('videoName', 'x');
      return fetch(`${s.url}/api/uploadVideo`, { method: 'POST', body: form, headers });
    };
    expect(await statuses(5, upload({}))).toEqual(Array(5).fill(401));
    expect(await statuses(3, upload({ authorization: `Bearer ${staff}` }))).toEqual([
      400, 400, 429,
    ]);
  });
});

describe('link look-ups count what they fail to find (TOKEN_RATE_LIMIT)', () => {
  it('lets an office open a real link many times, and stops a guesser', async () => {
    const s = await start({ TOKEN_RATE_LIMIT: '3' });
    expect(await statuses(10, () => s.post('/api/loginToken', { token: code }))).toEqual(
      Array(10).fill(200),
    );
    expect(
      await statuses(4, () => s.post('/api/loginToken', { token: 'guessed-link-1234' })),
    ).toEqual([200, 200, 200, 429]);
  });

  it('counts a facilitator call whose link is unknown as a failed look-up', async () => {
    const s = await start({ TOKEN_RATE_LIMIT: '3' });
    expect(
      await statuses(4, () => s.post('/api/getFacilitatorEvents', { token: 'not-a-real-link' })),
    ).toEqual([401, 401, 401, 429]);
  });

  it('gives a facilitator link its own API_RATE_LIMIT', async () => {
    const s = await start({ API_RATE_LIMIT: '3' });
    const poll = () => s.post('/api/getFacilitatorEvents', { token: facilitatorLink });
    expect(await statuses(4, poll)).toEqual([200, 200, 200, 429]);
    expect((await s.get('/api/getPortalScenarios')).status).toBe(200);
  });
});
