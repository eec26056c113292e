import { totpCode } from '../../../server/src/features/auth/secondFactor';

/**
 * The browser tests' admin and its authenticator secret: every admin must have a second
 * factor (docs/auth.md, "Who must have one"), so the test server's first admin has this one
 * (ADMIN_TOTP_SECRET, set by startAppServer) and its sign-in asks for the code it gives.
 */
export const E2E_ADMIN = { username: 'admin', password: 'admin-pass-1234' };
export const E2E_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const STEP_MS = 30_000;
/** The last time step whose code the kit gave, per server (a step is taken once). */
const lastStep = new Map<string, number>();

async function moveClock(origin: string, advanceMs: number): Promise<number> {
  const answer = await realFetch(`${origin}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  if (!answer.ok) throw new Error(`the test clock did not answer: ${answer.status}`);
  return ((await answer.json()) as { now: number }).now;
}

/** Lets the admin's time steps be taken again (a NODE_ENV=test server's own call). */
async function forgetSteps(origin: string): Promise<void> {
  const answer = await realFetch(`${origin}/api/test/secondFactorSteps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: E2E_ADMIN.username }),
  });
  if (!answer.ok) throw new Error(`the test server did not forget the steps: ${answer.status}`);
}

/** One code at a time per server: two sign-ins at once must not take the same step. */
const queues = new Map<string, Promise<unknown>>();

/**
 * The admin's next code on the server at `origin`, computed from the secret at the server's
 * clock. The server takes each time step once and a code one step either side of now: the
 * kit uses the next unused step in that window, and when a test has signed in more often than
 * that allows, has the test server forget the steps taken (never moving its clock, which
 * would move every exercise's time with it).
 */
export async function adminCode(origin: string): Promise<string> {
  const next = (queues.get(origin) ?? Promise.resolve()).then(async () => {
    const now = await moveClock(origin, 0);
    const current = Math.floor(now / STEP_MS);
    // Not the step before now: the server's time may cross into the next step meanwhile.
    let step = Math.max((lastStep.get(origin) ?? 0) + 1, current);
    if (step > current + 1) {
      await forgetSteps(origin);
      step = current;
    }
    lastStep.set(origin, step);
    return totpCode(E2E_ADMIN_TOTP_SECRET, step * STEP_MS);
  });
  queues.set(
    origin,
    next.catch(() => undefined),
  );
  return next;
}

/** Whether a request body is the admin's password step. */
function isAdminLogin(url: string, body: unknown): boolean {
  if (!url.endsWith('/api/loginEditor') || typeof body !== 'string') return false;
  try {
    const { username, password } = JSON.parse(body) as Record<string, unknown>;
    return (
      typeof username === 'string' &&
      username.toLowerCase() === E2E_ADMIN.username &&
      password === E2E_ADMIN.password
    );
  } catch {
    return false;
  }
}

const realFetch: typeof fetch = globalThis.fetch.bind(globalThis);

/**
 * The central admin sign-in of the browser tests' API calls (a set-up file of the e2e run):
 * a test that posts `loginEditor` as the admin gets the complete sign-in, as before the rule,
 * because the kit answers the code step with the code of the moment. Other calls pass as
 * they are. The browser's own sign-ins go through `fillEditorLogin` (editorSession.ts).
 */
export const adminFetch: typeof fetch = async (input, init) => {
  const answer = await realFetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!answer.ok || !isAdminLogin(url, init?.body)) return answer;
  const first = (await answer.clone().json()) as { token?: string; secondFactor?: string };
  if (first.secondFactor !== 'totp' || first.token === undefined) return answer;
  const origin = new URL(url).origin;
  return realFetch(`${origin}/api/loginSecondFactor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pendingToken: first.token, code: await adminCode(origin) }),
  });
};

globalThis.fetch = adminFetch;
