import { totpCode } from '../features/auth/secondFactor';
import type { ManualClock } from './manualClock';
import type { TestServer } from './testServer';

/** What a test keeps of an enrolment: the secret (its own authenticator app) and the codes. */
export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** Sets up an authenticator app for the token's account, confirmed with the clock's code. */
export async function enrolTotp(
  server: TestServer,
  token: string,
  clock: ManualClock,
): Promise<Enrolled> {
  const started = await server.post('/api/startTotpEnrolment', { token });
  const { secret } = started.body as { secret: string };
  const code = totpCode(secret, clock.now());
  const confirmed = await server.post('/api/confirmTotpEnrolment', { token, code });
  if (confirmed.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(confirmed)}`);
  // The confirming code's step is taken: the next login needs the next one.
  clock.advance(30_000);
  return { secret, recoveryCodes: (confirmed.body as Enrolled).recoveryCodes };
}

/** The authenticator app's code for `secret` at the clock's time. */
export const codeNow = (secret: string, clock: ManualClock) => totpCode(secret, clock.now());
