/* The few REST calls the benchmark makes to set up an exercise, over plain fetch. */
import { totpCode } from '../../server/src/features/auth/secondFactor';

/**
 * The bench admin's authenticator secret (the server's ADMIN_TOTP_SECRET, serverProcess.ts):
 * an admin must sign in with a second factor (docs/auth.md).
 */
export const BENCH_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Signs the bench admin in, password then the authenticator's code: once per server (a code is good once). */
export async function loginAdmin(url: string): Promise<string> {
  const first = await post<{ token: string; secondFactor?: string }>(url, '/api/loginEditor', {
    username: 'benchadmin',
    password: 'bench-admin-pass',
  });
  if (first.secondFactor === undefined) return first.token;
  const code = totpCode(BENCH_ADMIN_TOTP_SECRET, Date.now());
  const signedIn = await post<{ token: string }>(url, '/api/loginSecondFactor', {
    pendingToken: first.token,
    code,
  });
  return signedIn.token;
}
export async function post<T>(url: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

export interface Players {
  facilitatorToken: string;
  /** The exercise's shared link token (the players' exercise code). */
  joinToken: string;
  /** The bench admin's session. */
  adminToken: string;
  /** Player JWTs and their user names. */
  players: { token: string; user: string; team: string }[];
}

const teamOf = (n: number) => (n % 2 === 0 ? 'Athena' : 'Artemis');

/** Saves the bench scenario, creates an open facilitated exercise and joins `count` players. */
export async function setUpExercise(
  url: string,
  scenario: { fileName: string },
  count: number,
): Promise<Players> {
  const token = await loginAdmin(url);
  await post(url, '/api/saveFile', { token, ...scenario });
  const year = new Date().getUTCFullYear();
  const created = await post<{ facilitatorToken: string; joinToken: string }>(
    url,
    '/api/createFacilitate',
    {
      token,
      branding: '',
      email: 'facilitator@bench.example',
      identifier: `bench-${count}-${Date.now()}`,
      scenario: scenario.fileName,
      teams: ['Athena', 'Artemis'],
      date: `${year}-12-31`,
    },
  );
  await post(url, '/api/openExercise', { token: created.facilitatorToken });
  const players: Players['players'] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, (_, k) => i + k);
    const sessions = await Promise.all(
      batch.map((n) =>
        post<{ token: string; user: string }>(url, '/api/joinFacilitated', {
          token: created.joinToken,
          alias: `player${n}`,
          team: teamOf(n),
        }),
      ),
    );
    players.push(
      ...sessions.map(({ token: t, user }, k) => ({ token: t, user, team: teamOf(batch[k]!) })),
    );
  }
  return {
    adminToken: token,
    facilitatorToken: created.facilitatorToken,
    joinToken: created.joinToken,
    players,
  };
}
