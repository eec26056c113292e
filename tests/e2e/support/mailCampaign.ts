import { expect, vi } from 'vitest';
import type { ExerciseInvitations } from '@dojo/protocol';
import type { AppServer } from './appServer';

/** Helpers of the mail browser tests: a campaign ordered over HTTP and what the sink got. */

export const TODAY = new Date().toISOString().slice(0, 10);

export async function post(app: AppServer, path: string, body: unknown) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

const adminTokens = new WeakMap<AppServer, Promise<string>>();

/**
 * The admin's token on this server process, signed in once: polls that read the campaign many
 * times must not sign in each time, as every sign-in takes a one-time code and the kit moves
 * the server's clock on once the codes around now are used (support/adminSignIn.ts).
 */
export async function adminToken(app: AppServer): Promise<string> {
  const known = adminTokens.get(app);
  if (known) return known;
  const signedIn = post(app, '/api/loginEditor', {
    username: 'admin',
    password: 'admin-pass-1234',
  }).then(({ token }) => String(token));
  adminTokens.set(app, signedIn);
  signedIn.catch(() => adminTokens.delete(app));
  return signedIn;
}

/** An admin's campaign for acmecorp, dated today, with `count` players at `domain`. */
export async function campaign(app: AppServer, identifier: string, count: number, domain: string) {
  const token = await adminToken(app);
  const players = Array.from({ length: count }, (_, n) => ({ email: `p${n + 1}@${domain}` }));
  const started = performance.now();
  const answer = await post(app, '/api/createOrder', {
    token,
    branding: 'acmecorp',
    username: 'acmecorp',
    scenario: 'ransomwareAtDawn',
    identifier,
    date: TODAY,
    players,
  });
  expect(answer.type).toBe('success');
  return { token, started, players: answer.players as { user: string; token: string }[] };
}

/** The campaign's invitations as the admin's campaign details read them. */
export async function invitations(app: AppServer, identifier: string) {
  const answer = await post(app, '/api/getInvitations', {
    token: await adminToken(app),
    exerciseName: identifier,
    client: 'acmecorp',
  });
  return answer as unknown as ExerciseInvitations;
}

/** How many distinct recipients of `domain` got mail, and how many copies in all. */
export function tally<M extends { to: string }>(sink: { received: readonly M[] }, domain: string) {
  const mails = sink.received.filter((mail) => mail.to.endsWith(domain));
  return { distinct: new Set(mails.map((mail) => mail.to)).size, copies: mails.length, mails };
}

/** Waits until the server process stopped answering (it killed itself). */
export async function exited(app: AppServer, ms = 30_000): Promise<void> {
  const stopped = async () => {
    const answered = await fetch(`${app.url}/api/health`).then(
      () => true,
      () => false,
    );
    if (answered) throw new Error(`the server did not stop:\n${app.output()}`);
  };
  await vi.waitFor(stopped, { timeout: ms, interval: 100 });
  await app.kill(); // already gone: this only waits for the exit to be seen
}

let sentinels = 0;

/**
 * Waits until the server's mail queue has worked through everything due now, so "nothing
 * more arrives" is a condition, not a wait: one more invitation (its own domain) is ordered and
 * awaited. The queue takes due jobs oldest first (`nextRunAt` order), so any send wrongly left
 * due before it (by a restart, a double click) has gone out once this one has.
 * `delivered(domain)` counts what reached the mail server (the sink, or the outbox files).
 */
export async function queueDrained(
  app: AppServer,
  delivered: (domain: string) => number,
): Promise<void> {
  sentinels += 1;
  const domain = `sentinel${sentinels}.test`;
  await campaign(app, `Queue sentinel ${sentinels}`, 1, domain);
  await vi.waitFor(() => expect(delivered(domain)).toBe(1), { timeout: 30_000, interval: 50 });
}

/** Waits until the demo data's invitations are all answered (a fresh data dir sends them). */
export async function demoMailSent(app: AppServer): Promise<void> {
  const token = await adminToken(app);
  for (const exerciseName of ['Demo campaign', 'Q4 readiness drill']) {
    const queued = async () => {
      const answer = (await post(app, '/api/getInvitations', {
        token,
        exerciseName,
        client: 'acmecorp',
      })) as unknown as ExerciseInvitations;
      const waiting = answer.invitations.filter((row) => row.status === 'queued');
      expect(waiting, `the demo mail of ${exerciseName} is not sent`).toHaveLength(0);
    };
    await vi.waitFor(queued, { timeout: 20_000, interval: 100 });
  }
}
