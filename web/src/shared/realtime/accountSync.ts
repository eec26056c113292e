import { ACCOUNT_PUSHES, type CustomerSession } from '@dojo/protocol';
import { ApiError, callApi } from '../api';
import { loadAccountDefs } from '../protocolLater';
import { useSession, useStaffSession } from '../session';
import { onSessionOver } from './connection';
import { subscribeBroadcast } from './bus';
import { registerResync, requestResync } from './resync';

type AccountPush = { scope: string; data: CustomerSession };

/** Re-reads the signed-in customer's session from the server; signs out a rejected token. */
export async function refreshCustomerSession(): Promise<void> {
  const { token, accountChanges } = useSession.getState();
  if (!token) return;
  try {
    const current = await callApi(
      loadAccountDefs().then((defs) => defs.authCalls.getSession),
      { token },
    );
    // The token may have changed (signed out, signed in again) while the call ran, and the
    // account too (the NDA agreed, a push): then this read is older than what is shown.
    const now = useSession.getState();
    if (now.token !== token || current.kind !== 'customer') return;
    if (now.accountChanges !== accountChanges) return;
    now.applyAccount(current);
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      useSession.getState().token === token
    ) {
      useSession.getState().signOut();
      return;
    }
    throw error;
  }
}

/**
 * Keeps the portal session in step with the server: `account.updated` pushes update it, and
 * a missed push on a `client:` scope re-reads it. Started once, at app start-up, on every
 * page: it subscribes by the push's name (the socket checks each push with the protocol's
 * schemas before it is delivered, ./connection.ts), so a player's page never loads the
 * account's chunk for it.
 */
export function startAccountSync(): () => void {
  const stopPushes = subscribeBroadcast(ACCOUNT_PUSHES.accountUpdated, onAccountPush);
  const stopResync = registerResync('client:', refreshCustomerSession);
  const stopSessionOver = onSessionOver(signOutEnded);
  return () => {
    stopSessionOver();
    stopPushes();
    stopResync();
  };
}

function onAccountPush(raw: unknown): void {
  const push = raw as AccountPush;
  const { user } = useSession.getState();
  if (!user) return;
  if (push.data.user === user) useSession.getState().applyAccount(push.data);
  // Another account of the same client changed (e.g. its level): re-read our own.
  else requestResync(push.scope);
}

/** The server ended this token's session (another device ended it, docs/auth.md): sign out. */
function signOutEnded(token: string): void {
  if (useSession.getState().token === token) useSession.getState().signOut();
  if (useStaffSession.getState().editorToken === token) useStaffSession.getState().signOut();
}
