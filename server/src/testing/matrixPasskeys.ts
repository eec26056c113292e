import type { AccessRole } from '@dojo/protocol';
import { accountsRepo } from '../features/auth/accounts.repo';
import { addAccount, PASSWORD, ROLES } from './matrixSecondFactor';
import type { MatrixWorld } from './matrixWorld';
import { tokenOf } from './orders';
import { SoftAuthenticator } from './softAuthenticator';

/*
 * The passkeys' calls in the authorisation matrix (docs/auth.md, "Passkeys"): each account
 * role adds and removes passkeys on an account of its own (a passkey on the role's shared
 * account would turn its later logins into two steps); the sign-in calls use one account with
 * a software passkey. A role without an account sends a well-formed body under its credential.
 */
let made = 0;

async function ownAccount(world: MatrixWorld, role: AccessRole): Promise<string | null> {
  const kind = ROLES[role];
  if (!kind) return null;
  return addAccount(world, `matrix-passkey-${(made += 1)}-${role.toLowerCase()}`, kind);
}

async function register(world: MatrixWorld, token: string, authenticator: SoftAuthenticator) {
  const started = await world.server.post('/api/startPasskeyRegistration', { token });
  const { ceremony, options } = started.body as {
    ceremony: string;
    options: { challenge: string; rp: { id?: string } };
  };
  return {
    ceremony,
    name: 'Matrix key',
    response: authenticator.register(options, world.server.url),
  };
}

/** finishPasskeyRegistration: a ceremony the role's own account started. */
export async function registrationRequest(world: MatrixWorld, role: AccessRole) {
  const token = await ownAccount(world, role);
  const authenticator = new SoftAuthenticator();
  if (token === null) {
    const response = authenticator.register({ challenge: 'x', rp: { id: 'x' } }, 'http://x');
    return { ceremony: 'no-such-ceremony', name: 'Matrix key', response };
  }
  return { token, ...(await register(world, token, authenticator)) };
}

/** removePasskey: a passkey on the role's own account. */
export async function removalRequest(world: MatrixWorld, role: AccessRole) {
  const token = await ownAccount(world, role);
  const authenticator = new SoftAuthenticator();
  if (token === null) return { passkey: authenticator.credentialId };
  const finished = await world.server.post('/api/finishPasskeyRegistration', {
    token,
    ...(await register(world, token, authenticator)),
  });
  return { token: (finished.body as { token: string }).token, passkey: authenticator.credentialId };
}

const signInKeys = new WeakMap<MatrixWorld, SoftAuthenticator>();
const SIGN_IN_USER = 'matrix-passkey-sign-in';

/** The password step of an account with a software passkey (made on first use). */
async function passkeyStep(world: MatrixWorld) {
  let authenticator = signInKeys.get(world);
  if (!authenticator) {
    authenticator = new SoftAuthenticator();
    signInKeys.set(world, authenticator);
    const token = await addAccount(world, SIGN_IN_USER, { kind: 'staff', role: 'editor' });
    await world.server.post('/api/finishPasskeyRegistration', {
      token,
      ...(await register(world, token, authenticator)),
    });
    const stored = await accountsRepo(world.server.store).findByUsername(SIGN_IN_USER);
    if (Object.keys(stored?.passkeys ?? {}).length !== 1)
      throw new Error('the matrix could not add its passkey');
  }
  const pendingToken = await tokenOf(world.server, '/api/loginEditor', {
    username: SIGN_IN_USER,
    password: PASSWORD,
  });
  return { authenticator, pendingToken };
}

/** startPasskeySignIn, open to every role: a password step's token. */
export async function signInStartRequest(world: MatrixWorld) {
  return { pendingToken: (await passkeyStep(world)).pendingToken };
}

/** finishPasskeySignIn, open to every role: the software passkey's answer to its challenge. */
export async function signInFinishRequest(world: MatrixWorld) {
  const { authenticator, pendingToken } = await passkeyStep(world);
  const started = await world.server.post('/api/startPasskeySignIn', { pendingToken });
  const { ceremony, options } = started.body as {
    ceremony: string;
    options: { challenge: string; rpId?: string };
  };
  return { pendingToken, ceremony, response: authenticator.assert(options, world.server.url) };
}
