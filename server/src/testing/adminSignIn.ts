import type { WallClock } from '../core/clock';
import { totpCode } from '../features/auth/secondFactor';
import type { RunningServer } from '../server';

/** The test server's first admin (ADMIN_USERNAME/ADMIN_PASSWORD). */
export const TEST_ADMIN = { username: 'admin', password: 'admin-pass-1234' };
/**
 * The test admin's authenticator secret (ADMIN_TOTP_SECRET): an admin must have a second
 * factor (docs/auth.md), so the kit's admin has this one from the start.
 */
export const TEST_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ADMIN = TEST_ADMIN;
const ADMIN_SECRET = TEST_ADMIN_TOTP_SECRET;

/** An answer as the test server's `post` gives it (testServer.ts). */
interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

type Post = (path: string, body: unknown, headers?: Record<string, string>) => Promise<Answer>;

function isAdminLogin(path: string, body: unknown): boolean {
  if (path !== '/api/loginEditor' || typeof body !== 'object' || body === null) return false;
  const { username, password } = body as Record<string, unknown>;
  return (
    typeof username === 'string' &&
    username.toLowerCase() === ADMIN.username &&
    password === ADMIN.password
  );
}

/**
 * The central admin sign-in of the server test kit: every admin must have a second factor
 * (docs/auth.md), so a test server's admin has the kit's secret, and the kit completes the
 * admin's code step itself, with the code the secret gives at the server's clock. Tests that
 * post `loginEditor` as the admin get the complete sign-in's answer, as before the rule.
 *
 * Tests sign the admin in many times within one 30-second step, which the server refuses
 * as a replayed code: the kit, a script rather than a person, sets the account's last step
 * taken back before each code (replay itself is tested in secondFactor.test.ts).
 */
export function adminCodeStep(server: Pick<RunningServer, 'store'>, clock: WallClock, post: Post) {
  return async (
    path: string,
    body: unknown,
    sent: Answer,
    headers?: Record<string, string>,
  ): Promise<Answer> => {
    if (!isAdminLogin(path, body) || sent.status !== 200) return sent;
    const { token, secondFactor } = sent.body as { token?: string; secondFactor?: string };
    if (secondFactor !== 'totp' || token === undefined) return sent;
    await server.store
      .collection<{ _id: string; totpLastStep?: number }>('accounts')
      .updateOne({ _id: ADMIN.username }, { $set: { totpLastStep: 0 } });
    const code = totpCode(ADMIN_SECRET, clock.now());
    return post('/api/loginSecondFactor', { pendingToken: token, code }, headers);
  };
}

const STEP_MS = 30_000;
/** Per data folder (a restarted process keeps its account): the admin's session and last step. */
const processAdmins = new Map<string, { token?: string; lastStep: number }>();

/**
 * The same for a server running as its own process (serverProcess.ts), whose store the kit
 * cannot write: the admin's session is kept per data folder and given again while the server
 * still takes it (tokens outlive a restart); a new one takes the next unused time step, and
 * waits for it only when a test has used up the steps around now.
 */
export function processAdminCodeStep(dataDir: string, post: Post) {
  return async (path: string, body: unknown, sent: Answer): Promise<Answer> => {
    if (!isAdminLogin(path, body) || sent.status !== 200) return sent;
    const { token, secondFactor } = sent.body as { token?: string; secondFactor?: string };
    if (secondFactor !== 'totp' || token === undefined) return sent;
    const kept = processAdmins.get(dataDir) ?? { lastStep: 0 };
    processAdmins.set(dataDir, kept);
    if (
      kept.token !== undefined &&
      (await post('/api/session', { token: kept.token })).status === 200
    )
      return {
        ...sent,
        body: { type: 'success', data: ADMIN.username, token: kept.token, role: 'admin' },
      };
    const step = Math.max(kept.lastStep + 1, Math.floor(Date.now() / STEP_MS));
    while (Math.floor(Date.now() / STEP_MS) + 1 < step)
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    kept.lastStep = step;
    const code = totpCode(ADMIN_SECRET, step * STEP_MS);
    const signedIn = await post('/api/loginSecondFactor', { pendingToken: token, code });
    kept.token = (signedIn.body as { token?: string }).token;
    return signedIn;
  };
}
