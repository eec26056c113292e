/*
 * The role codes as plain lists (their schemas, `CustomerRole` and `StaffRole`, are built from
 * them in ./entities.ts), so the app shell reads them without loading zod.
 */

/**
 * Portal role codes (docs/portal.md): '1' a client owner, '01' a trainer sub account
 * (username `client-name`), '0' an individual account with dashboard and library only.
 */
export const CUSTOMER_ROLES = ['0', '1', '01'] as const;

/** Back-office roles: an editor authors scenarios; an admin also runs accounts. */
export const STAFF_ROLES = ['editor', 'admin'] as const;
