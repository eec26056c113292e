import { callApi } from '../api';
import { loadAccountDefs } from '../protocolLater';

/**
 * Log out: the server ends the token at once (POST /api/logout, docs/security.md), so a
 * copy of it left in this browser or a proxy log is worthless. The local sign-out happens
 * whether or not the server could be reached.
 */
export async function endSession(token: string | null, signOut: () => void): Promise<void> {
  try {
    if (token)
      await callApi(
        loadAccountDefs().then((defs) => defs.authCalls.logout),
        { token },
      );
  } catch {
    // Offline or already ended: the token expires on its own; signing out here still counts.
  } finally {
    signOut();
  }
}
