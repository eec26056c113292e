/*
 * The role codes as plain lists (their schemas, `CustomerRole` and `StaffRole`, are built from
 * them in ./entities.ts), and the levels' names, so the app shell and the portal's first screen
 * read them without loading zod.
 */

/** Subscription level names: 0 White belt, 1 Blue belt, 2 Black belt (`Level` in ./entities.ts). */
export const LEVEL_NAMES: Readonly<Record<0 | 1 | 2, string>> = {
  0: 'White belt',
  1: 'Blue belt',
  2: 'Black belt',
};

/**
 * Portal role codes (docs/portal.md): '1' a client owner, '01' a trainer sub account
 * (username `client-name`), '0' an individual account with dashboard and library only.
 */
export const CUSTOMER_ROLES = ['0', '1', '01'] as const;

/** Back-office roles: an editor authors scenarios; an admin also runs accounts. */
export const STAFF_ROLES = ['editor', 'admin'] as const;
