import { createHash } from 'node:crypto';
import type { CustomerRole, StaffRole } from '@dojo/protocol';
import type { Store } from '../../store';
import { anyCase } from '../../store/anyCase';

interface AccountBase {
  /** The username, lowercased: usernames are unique whatever their case. */
  _id: string;
  username: string;
  email: string;
  passwordHash: string;
  createdAt: string;
  /**
   * Tokens carry the version they were signed under; bumping it (password change, logout
   * everywhere) ends every session at once. Absent on accounts made before it existed: 0.
   */
  tokenVersion?: number;
  /** Ids of single tokens ended by logout, with their expiry (epoch seconds) for pruning. */
  revokedTokens?: RevokedToken[];
  /**
   * The second factor (docs/auth.md, "Second factor"). All absent on accounts without one:
   * the login asks for the password only. `pendingTotpSecret` is shown for enrolment and
   * counts only once a code from it is confirmed; then it becomes `totpSecret` (base32).
   */
  pendingTotpSecret?: string;
  totpSecret?: string;
  totpEnrolledAt?: string;
  /** The time step of the last code taken: a code is never taken twice. */
  totpLastStep?: number;
  /** SHA-256 of each recovery code not used yet (secondFactor.ts). */
  recoveryCodes?: string[];
  /** The account's passkeys, by `passkeyKey` of their credential id (docs/auth.md, "Passkeys"). */
  passkeys?: Record<string, StoredPasskey>;
}

/** One passkey: the WebAuthn credential as the library checks it, and what its owner sees. */
export interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  /** The credential's COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter at the last sign-in (0 for those that keep none). */
  counter: number;
  transports?: string[];
  name: string;
  createdAt: string;
  lastUsedAt?: string;
}

/** A passkey's field name under `passkeys`: credential ids are long, and keys hold no dots. */
export function passkeyKey(credentialId: string): string {
  return createHash('sha256').update(credentialId).digest('hex').slice(0, 32);
}

export interface RevokedToken {
  jti: string;
  exp: number;
}

export interface CustomerAccountDoc extends AccountBase {
  kind: 'customer';
  role: CustomerRole;
  client: string;
  agreed: boolean;
}

export interface StaffAccountDoc extends AccountBase {
  kind: 'staff';
  role: StaffRole;
}

export type AccountDoc = CustomerAccountDoc | StaffAccountDoc;

/** A confirmed authenticator secret: the step of the code that confirmed it, hashed codes. */
export interface TotpEnrolment {
  secret: string;
  at: string;
  step: number;
  recoveryCodes: string[];
}

export function accountId(username: string): string {
  return username.trim().toLowerCase();
}

/** What a revocation ended: every session of `username`, or only its token `jti`. */
export interface SessionsEnded {
  username: string;
  jti?: string;
}
type SessionsListener = (ended: SessionsEnded) => void;

/**
 * Who hears of ended sessions, per store: every repo over one store shares them, so a
 * revocation made through any of them (logout, a new password, a removed account) reaches
 * the sockets (docs/security.md, F-20).
 */
const sessionListeners = new WeakMap<Store, Set<SessionsListener>>();

/** The only place that touches the `accounts` collection. */
export function accountsRepo(store: Store) {
  const accounts = store.collection<AccountDoc>('accounts');
  const ended = (what: SessionsEnded) => {
    for (const listener of sessionListeners.get(store) ?? []) listener(what);
  };
  return {
    /** Calls `listener` after every write that ends sessions; answers the unsubscribe. */
    onSessionsEnded(listener: SessionsListener): () => void {
      const listeners = sessionListeners.get(store) ?? new Set();
      sessionListeners.set(store, listeners);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async ensureIndexes() {
      await accounts.createIndex({ kind: 1, role: 1 });
    },
    findByUsername(username: string) {
      return accounts.findOne({ _id: accountId(username) });
    },
    /** Every account with this e-mail address (erasure: docs/security.md). */
    listByEmail(email: string) {
      return accounts.find({ email: anyCase(email) }, { projection: { _id: 1, username: 1 } });
    },
    insert(account: AccountDoc) {
      return accounts.insertOne(account);
    },
    /** The role a single sign-on's claims give now (docs/auth.md, "Single sign-on"). */
    async setSignOnRole(username: string, role: AccountDoc['role']) {
      await accounts.updateOne({ _id: accountId(username) }, { $set: { role } });
    },
    async agreeNda(username: string): Promise<boolean> {
      const result = await accounts.updateOne(
        { _id: accountId(username), kind: 'customer' },
        { $set: { agreed: true } },
      );
      return result.matchedCount === 1;
    },
    /** A client's trainer sub accounts, by username. */
    listTrainers(client: string) {
      return accounts.find({ kind: 'customer', client, role: '01' }, { sort: { username: 1 } });
    },
    /** Ends one token; drops revocations whose tokens have expired anyway. */
    async revokeToken(username: string, token: RevokedToken, nowSeconds: number) {
      await accounts.updateOne({ _id: accountId(username) }, { $push: { revokedTokens: token } });
      await accounts.updateOne(
        { _id: accountId(username) },
        { $pull: { revokedTokens: { exp: { $lt: nowSeconds } } } },
      );
      ended({ username: accountId(username), jti: token.jti });
    },
    /** Ends every token of the account (logout everywhere). */
    async revokeAllTokens(username: string) {
      await accounts.updateOne(
        { _id: accountId(username) },
        { $inc: { tokenVersion: 1 }, $set: { revokedTokens: [] } },
      );
      ended({ username: accountId(username) });
    },
    /**
     * A new password also ends every session signed under the old one. With `replacing`, only
     * while the stored hash is still that one: of two changes at once, the second finds it
     * gone and writes nothing (false), rather than silently replacing the first.
     */
    async changePassword(username: string, passwordHash: string, replacing?: string) {
      const result = await accounts.updateOne(
        {
          _id: accountId(username),
          ...(replacing === undefined ? {} : { passwordHash: replacing }),
        },
        { $set: { passwordHash, revokedTokens: [] }, $inc: { tokenVersion: 1 } },
      );
      if (result.matchedCount === 1) ended({ username: accountId(username) });
      return result.matchedCount === 1;
    },
    async remove(username: string) {
      const result = await accounts.deleteOne({ _id: accountId(username) });
      if (result.deletedCount === 1) ended({ username: accountId(username) });
      return result.deletedCount === 1;
    },
    /** Every customer account (owners, individuals and trainers), by username (admin lists). */
    listCustomers() {
      return accounts.find<CustomerAccountDoc>({ kind: 'customer' }, { sort: { _id: 1 } });
    },
    async setCustomerEmail(username: string, email: string): Promise<boolean> {
      const result = await accounts.updateOne(
        { _id: accountId(username), kind: 'customer' },
        { $set: { email } },
      );
      return result.matchedCount === 1;
    },
    /** A secret to show for enrolment; the factor in use (if any) stays until one is confirmed. */
    async startTotp(username: string, secret: string) {
      await accounts.updateOne(
        { _id: accountId(username) },
        { $set: { pendingTotpSecret: secret } },
      );
    },
    /** Turns the shown secret on, with fresh recovery codes; false when another was shown since. */
    async enrolTotp(username: string, enrolment: TotpEnrolment): Promise<boolean> {
      const result = await accounts.updateOne(
        { _id: accountId(username), pendingTotpSecret: enrolment.secret },
        {
          $set: {
            totpSecret: enrolment.secret,
            totpEnrolledAt: enrolment.at,
            totpLastStep: enrolment.step,
            recoveryCodes: enrolment.recoveryCodes,
          },
          $unset: { pendingTotpSecret: true },
        },
      );
      return result.matchedCount === 1;
    },
    /** The operator's secret for an admin without a factor (ADMIN_TOTP_SECRET); false otherwise. */
    async giveAdminTotpSecret(username: string, secret: string, at: string): Promise<boolean> {
      const result = await accounts.updateOne(
        { _id: accountId(username), kind: 'staff', role: 'admin', totpSecret: { $exists: false } },
        { $set: { totpSecret: secret, totpEnrolledAt: at, totpLastStep: 0, recoveryCodes: [] } },
      );
      return result.matchedCount === 1;
    },
    /** Drops the account's second factor and ends every session (an admin's reset). */
    async resetSecondFactor(username: string): Promise<boolean> {
      const result = await accounts.updateOne(
        { _id: accountId(username) },
        {
          $unset: {
            totpSecret: true,
            totpEnrolledAt: true,
            totpLastStep: true,
            recoveryCodes: true,
            pendingTotpSecret: true,
            passkeys: true,
          },
          $set: { revokedTokens: [] },
          $inc: { tokenVersion: 1 },
        },
      );
      if (result.matchedCount === 1) ended({ username: accountId(username) });
      return result.matchedCount === 1;
    },
    /**
     * Gives recovery codes to an account with no authenticator app and none yet (its first
     * passkey, docs/auth.md "Passkeys"); false when it has some, or an app, by now.
     */
    async giveRecoveryCodes(username: string, hashes: string[]): Promise<boolean> {
      const result = await accounts.updateOne(
        {
          _id: accountId(username),
          totpSecret: { $exists: false },
          recoveryCodes: { $exists: false },
        },
        { $set: { recoveryCodes: hashes } },
      );
      return result.matchedCount === 1;
    },
    /** Adds a passkey unless the account has it already (docs/auth.md, "Passkeys"). */
    async addPasskey(username: string, passkey: StoredPasskey): Promise<boolean> {
      const field = `passkeys.${passkeyKey(passkey.id)}`;
      const result = await accounts.updateOne(
        { _id: accountId(username), [field]: { $exists: false } },
        { $set: { [field]: passkey } },
      );
      return result.matchedCount === 1;
    },
    /** Removes the passkeys of every account with this e-mail address (Forget person). */
    async forgetPasskeys(email: string): Promise<number> {
      const result = await accounts.updateMany(
        { email: anyCase(email), passkeys: { $exists: true } },
        { $unset: { passkeys: true } },
      );
      return result.modifiedCount;
    },
    /** Whether any account has this credential (a credential belongs to one account). */
    async passkeyTaken(credentialId: string): Promise<boolean> {
      const field = `passkeys.${passkeyKey(credentialId)}`;
      return (await accounts.countDocuments({ [field]: { $exists: true } })) > 0;
    },
    async removePasskey(username: string, credentialId: string): Promise<boolean> {
      const field = `passkeys.${passkeyKey(credentialId)}`;
      const result = await accounts.updateOne(
        { _id: accountId(username), [field]: { $exists: true } },
        { $unset: { [field]: true } },
      );
      return result.matchedCount === 1;
    },
    /** A sign-in's new counter, only while the stored one is still `from` (and the passkey there). */
    async usePasskey(username: string, credentialId: string, from: number, to: number, at: string) {
      const field = `passkeys.${passkeyKey(credentialId)}`;
      const result = await accounts.updateOne(
        { _id: accountId(username), [`${field}.counter`]: from },
        { $set: { [`${field}.counter`]: to, [`${field}.lastUsedAt`]: at } },
      );
      return result.matchedCount === 1;
    },
    /** Takes a code's time step once: false when it (or a later one) was taken already. */
    /**
     * Test servers only (NODE_ENV=test, `POST /api/test/secondFactorSteps`): lets the time
     * steps be taken again, as the browser tests' admin signs in more often than twice a step.
     */
    async forgetTotpSteps(username: string): Promise<void> {
      await accounts.updateOne({ _id: accountId(username) }, { $set: { totpLastStep: 0 } });
    },
    async takeTotpStep(username: string, step: number): Promise<boolean> {
      const result = await accounts.updateOne(
        { _id: accountId(username), totpLastStep: { $lt: step } },
        { $set: { totpLastStep: step } },
      );
      return result.matchedCount === 1;
    },
    /** Uses a recovery code up: false when the account has no unused code with this hash. */
    async useRecoveryCode(username: string, hash: string): Promise<boolean> {
      const result = await accounts.updateOne(
        { _id: accountId(username), recoveryCodes: hash },
        { $pull: { recoveryCodes: hash } },
      );
      return result.matchedCount === 1;
    },
    /** Accounts with an authenticator secret, shown or confirmed (sealing them at start). */
    withTotpSecrets(): Promise<AccountDoc[]> {
      return accounts.find({
        $or: [{ totpSecret: { $exists: true } }, { pendingTotpSecret: { $exists: true } }],
      });
    },
    /** Replaces a stored secret while it is still `from` (sealing one written in clear). */
    async replaceTotpSecret(
      username: string,
      field: 'totpSecret' | 'pendingTotpSecret',
      from: string,
      to: string,
    ): Promise<boolean> {
      const result = await accounts.updateOne(
        { _id: accountId(username), [field]: from },
        { $set: { [field]: to } },
      );
      return result.matchedCount === 1;
    },
    countStaff(role: StaffRole) {
      return accounts.countDocuments({ kind: 'staff', role });
    },
  };
}
export type AccountsRepo = ReturnType<typeof accountsRepo>;
