// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session';
import { refreshCustomerSession } from './accountSync';

/** The server's answer to the session read: not yet agreed, as read before the NDA. */
const READ = {
  kind: 'customer',
  user: 'acmecorp',
  client: 'Acme Corp',
  role: '1',
  agreed: false,
  level: 1,
} as const;

/** `fetch` answering the session read when the test says so. */
function slowSessionRead() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await answered;
      return new Response(JSON.stringify(READ), { status: 200 });
    }),
  );
  return answer;
}

beforeEach(() => {
  useSession
    .getState()
    .signIn({ token: 'token-1', user: 'acmecorp', role: '1', agreed: false, level: 1 }, 0);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

describe("the customer's session read", () => {
  it('applies what the server says when nothing changed meanwhile', async () => {
    useSession.getState().setAgreed(true);
    const answer = slowSessionRead();
    const read = refreshCustomerSession();
    answer();
    await read;
    expect(useSession.getState().agreed).toBe(false);
  });

  it('is dropped when the NDA was agreed while it travelled: it is older than what is shown', async () => {
    const answer = slowSessionRead();
    const read = refreshCustomerSession();
    useSession.getState().setAgreed(true);
    answer();
    await read;
    expect(useSession.getState().agreed).toBe(true);
  });
});
