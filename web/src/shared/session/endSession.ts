import { callApi } from '../api';
import { loadAccountDefs } from '../protocolLater';

/**
 * Log out: this browser forgets the session at once, so a page opened next (Log In, or a
 * reload) is already signed out; then the server ends the token (POST /api/logout,
 * docs/security.md), so a copy of it left in a proxy log is worthless. That request is sent
 * with keepalive: it is not cut off when the page moves on. Reaching the server or not, the
 * sign-out here stands.
 */
export async function endSession(token: string | null, signOut: () => void): Promise<void> {
  signOut();
  if (!token) return;
  try {
    await callApi(
      loadAccountDefs().then((defs) => defs.authCalls.logout),
      { token },
      { keepalive: true },
    );
  } catch {
    // Offline or already ended: the token expires on its own; signing out here still counts.
  }
}
