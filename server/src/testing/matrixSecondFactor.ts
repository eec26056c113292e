import type { AccessRole } from '@dojo/protocol';
import { accountId, accountsRepo, type AccountDoc } from '../features/auth/accounts.repo';
import { hashPassword } from '../features/auth/password';
import {
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpCode,
} from '../features/auth/secondFactor';
import type { MatrixWorld } from './matrixWorld';
import { tokenOf } from './orders';

export const PASSWORD = 'matrix-second-factor-2026';
export const ROLES: Partial<Record<AccessRole, Pick<AccountDoc, 'kind' | 'role'>>> = {
  trainer: { kind: 'customer', role: '01' },
  owner: { kind: 'customer', role: '1' },
  otherOwner: { kind: 'customer', role: '1' },
  otherTrainer: { kind: 'customer', role: '01' },
  editor: { kind: 'staff', role: 'editor' },
  admin: { kind: 'staff', role: 'admin' },
};

export async function addAccount(
  world: MatrixWorld,
  username: string,
  kind: Pick<AccountDoc, 'kind' | 'role'>,
  extra: Partial<AccountDoc> = {},
) {
  const base = {
    _id: accountId(username),
    username,
    email: `${username}@matrix.example`,
    passwordHash: await hashPassword(PASSWORD),
    createdAt: new Date().toISOString(),
    ...extra,
  };
  await accountsRepo(world.server.store).insert(
    kind.kind === 'customer'
      ? {
          ...base,
          kind: 'customer',
          role: kind.role as '1' | '01',
          client: 'acmecorp',
          agreed: true,
        }
      : { ...base, kind: 'staff', role: kind.role as 'editor' | 'admin' },
  );
  const path = kind.kind === 'customer' ? '/api/loginCustomer' : '/api/loginEditor';
  const name = kind.kind === 'customer' ? { filename: username } : { username };
  return tokenOf(world.server, path, { ...name, password: PASSWORD });
}

/**
 * confirmTotpEnrolment for an account role: an account of its own with that role (enrolling
 * the role's shared account would turn the later logins into two steps), an enrolment
 * started, and the code its secret gives now.
 */
let enrolments = 0;

export async function enrolmentRequest(world: MatrixWorld, role: AccessRole) {
  const kind = ROLES[role];
  if (!kind) return { code: '000000' };
  const token = await addAccount(
    world,
    `matrix-enrol-${(enrolments += 1)}-${role.toLowerCase()}`,
    kind,
  );
  const started = await world.server.post('/api/startTotpEnrolment', { token });
  const { secret } = started.body as { secret: string };
  return { token, code: totpCode(secret, Date.now()) };
}

const recoveryCodes = new WeakMap<MatrixWorld, string[]>();

/** loginSecondFactor, open to every role: a password step of an enrolled account and an unused recovery code. */
export async function codeStepRequest(world: MatrixWorld) {
  const username = 'matrix-code-step';
  let codes = recoveryCodes.get(world);
  if (!codes) {
    codes = [...newRecoveryCodes(), ...newRecoveryCodes(), ...newRecoveryCodes()];
    recoveryCodes.set(world, codes);
    await addAccount(
      world,
      username,
      { kind: 'staff', role: 'editor' },
      {
        totpSecret: newTotpSecret(),
        totpLastStep: 0,
        recoveryCodes: codes.map(recoveryCodeHash),
      },
    );
  }
  const pendingToken = await tokenOf(world.server, '/api/loginEditor', {
    username,
    password: PASSWORD,
  });
  const code = codes.shift();
  if (code === undefined) throw new Error('the matrix ran out of recovery codes');
  return { pendingToken, code };
}

/** resetSecondFactor: an account of its own each time (the reset ends its sessions). */
export async function resetRequest(world: MatrixWorld) {
  const username = `matrix-reset-${(enrolments += 1)}`;
  await addAccount(world, username, { kind: 'staff', role: 'editor' });
  return { username };
}
