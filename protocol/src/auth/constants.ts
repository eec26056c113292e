/**
 * The account's pushes by name (their schemas: ./events.ts). Plain strings, so the app's shell
 * subscribes to them without the account's schemas (and zod) downloaded (web/src/shared/
 * realtime/accountSync.ts), as the player's pages do with theirs (../player/constants.ts).
 */
export const ACCOUNT_PUSHES = {
  accountUpdated: 'account.updated',
} as const;
