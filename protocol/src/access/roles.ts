/**
 * Who can be calling, as the authorisation matrix tells them apart (docs/security.md).
 * "other" roles belong to a second client: tenants must never reach each other's records.
 */
export const ACCESS_ROLES = [
  'none',
  'forged',
  'player',
  'facilitator',
  'trainer',
  'owner',
  'otherOwner',
  'otherTrainer',
  'editor',
  'admin',
] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/**
 * What a role gets from a call: `ok` when the guard lets it through (the answer may still be
 * a 400 for a missing field or a 404 for a missing record, never 401/403), else the refusal.
 */
export type Access = 'ok' | 401 | 403 | 404;

export type AccessRow = Readonly<Record<AccessRole, Access>>;

type AccountRole = 'trainer' | 'owner' | 'otherOwner' | 'otherTrainer' | 'editor' | 'admin';

function row(fill: (role: AccessRole) => Access): AccessRow {
  return Object.fromEntries(ACCESS_ROLES.map((role) => [role, fill(role)])) as AccessRow;
}

/** No credential needed: anyone may call. */
export const open: AccessRow = row(() => 'ok');

/**
 * A signed-in account (session JWT) with one of these roles. No token or a bad one is 401;
 * a facilitator link is not a JWT (401); a player's token or another account role is 403.
 */
export function accounts(...allowed: AccountRole[]): AccessRow {
  return row((role) => {
    if (role === 'none' || role === 'forged' || role === 'facilitator') return 401;
    return (allowed as readonly AccessRole[]).includes(role) ? 'ok' : 403;
  });
}

/**
 * A call naming one client's record (an exercise, its report, a player of it): the accounts
 * allowed reach it; another client's owner and trainer get 404, as if it did not exist, so
 * they learn nothing of it. The matrix test names the first client's records.
 */
export function clientRecord(
  ...allowed: Exclude<AccountRole, 'otherOwner' | 'otherTrainer'>[]
): AccessRow {
  const byAccount = accounts(...allowed);
  return row((role) => (role === 'otherOwner' || role === 'otherTrainer' ? 404 : byAccount[role]));
}

/** Like `clientRecord`, and also the facilitator link for its own exercise's report. */
export function clientRecordOrFacilitator(
  ...allowed: Exclude<AccountRole, 'otherOwner' | 'otherTrainer'>[]
): AccessRow {
  const byRecord = clientRecord(...allowed);
  return row((role) => (role === 'facilitator' ? 'ok' : byRecord[role]));
}

/** Any portal account: owners and trainers of any client (each sees only its own records). */
export const customers = accounts('trainer', 'owner', 'otherOwner', 'otherTrainer');
export const staff = accounts('editor', 'admin');
export const adminOnly = accounts('admin');

/** A player's token (from loginToken or joinFacilitated); an account's token is 403. */
export const playerOnly: AccessRow = row((role) => {
  if (role === 'player') return 'ok';
  return role === 'none' || role === 'forged' || role === 'facilitator' ? 401 : 403;
});

/** The back office or a player (loadPDF). */
export const staffOrPlayer: AccessRow = row((role) => {
  if (role === 'player' || role === 'editor' || role === 'admin') return 'ok';
  return role === 'none' || role === 'forged' || role === 'facilitator' ? 401 : 403;
});

/** The facilitator console's link token; anything else is not a link (401). */
export const facilitatorLink: AccessRow = row((role) => (role === 'facilitator' ? 'ok' : 401));

/**
 * A call naming one client's own record that only its owner (and the admin) may reach: a
 * trainer is refused (403), another client's owner gets 404, as if it did not exist.
 */
export function ownerRecord(): AccessRow {
  const byAccount = accounts('owner', 'admin');
  return row((role) => (role === 'otherOwner' ? 404 : byAccount[role]));
}
