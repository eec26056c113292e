/** The few REST calls the benchmark makes to set up an exercise, over plain fetch. */
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
  const { token } = await post<{ token: string }>(url, '/api/loginEditor', {
    username: 'benchadmin',
    password: 'bench-admin-pass',
  });
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
  return { facilitatorToken: created.facilitatorToken, joinToken: created.joinToken, players };
}
