import { randomBytes } from 'node:crypto';
import type { Clock } from '../../core/clock';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { DuplicateKeyError } from '../../store';
import { accountId, type AccountsRepo } from './accounts.repo';
import { hashPassword } from './password';
import type { SecretBox } from './secretBox';

/**
 * First start: with no admin yet, create one from ADMIN_USERNAME/ADMIN_PASSWORD, or with
 * generated credentials printed once (they are not stored anywhere in clear).
 */
export async function ensureAdmin(
  accounts: AccountsRepo,
  config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_TOTP_SECRET'>,
  logger: Logger,
  clock: Clock,
  box: SecretBox,
): Promise<void> {
  const username = config.ADMIN_USERNAME ?? 'admin';
  if ((await accounts.countStaff('admin')) > 0) {
    await giveAdminTotpSecret(accounts, username, config, logger, clock, box);
    return;
  }
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  try {
    await accounts.insert({
      _id: accountId(username),
      username,
      email: '',
      passwordHash: await hashPassword(password),
      createdAt: new Date(clock.now()).toISOString(),
      kind: 'staff',
      role: 'admin',
    });
  } catch (error) {
    if (error instanceof DuplicateKeyError) return;
    throw error;
  }
  await giveAdminTotpSecret(accounts, username, config, logger, clock, box);
  if (config.ADMIN_PASSWORD) {
    logger.info({ username }, 'created the admin account from ADMIN_USERNAME/ADMIN_PASSWORD');
  } else {
    // Printed once, on purpose: this is the only way to learn the generated password.
    process.stdout.write(
      `\nCreated the first admin account. Sign in at /editor with\n  username: ${username}\n  password: ${password}\nThis is shown only once.\n\n`,
    );
  }
}

/**
 * ADMIN_TOTP_SECRET: the first admin's authenticator secret, given by the operator so scripts
 * and monitoring sign in without a browser (docs/auth.md, "Second factor"). Given only to
 * that admin while it has no second factor of its own: one set up later in the app stays.
 */
async function giveAdminTotpSecret(
  accounts: AccountsRepo,
  username: string,
  config: Pick<Config, 'ADMIN_TOTP_SECRET'>,
  logger: Logger,
  clock: Clock,
  box: SecretBox,
): Promise<void> {
  if (config.ADMIN_TOTP_SECRET === undefined) return;
  const at = new Date(clock.now()).toISOString();
  const sealed = box.seal(config.ADMIN_TOTP_SECRET, username);
  if (await accounts.giveAdminTotpSecret(username, sealed, at))
    logger.info({ username }, 'gave the admin account its second factor from ADMIN_TOTP_SECRET');
}
