import type { AccountsRepo } from './accounts.repo';
import type { SecretBox } from './secretBox';

/**
 * The migration of the stored authenticator secrets (docs/auth.md, "Stored shape"): a secret
 * written in clear by a release before sealing is sealed in place. It runs at every start
 * rather than in the store's migrations, which cannot know the key (SECOND_FACTOR_KEY or the
 * signing secret); a sealed one is left alone, so a rerun or a crash halfway is safe.
 * Answers how many secrets it sealed.
 */
export async function sealTotpSecrets(accounts: AccountsRepo, box: SecretBox): Promise<number> {
  let sealed = 0;
  for (const account of await accounts.withTotpSecrets()) {
    for (const field of ['totpSecret', 'pendingTotpSecret'] as const) {
      const stored = account[field];
      if (stored === undefined || box.isSealed(stored)) continue;
      const replaced = await accounts.replaceTotpSecret(
        account.username,
        field,
        stored,
        box.seal(stored, account.username),
      );
      if (replaced) sealed += 1;
    }
  }
  return sealed;
}
