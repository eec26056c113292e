import type { ExerciseSession } from '@dojo/protocol';
import { playerCall } from '../calls';
import { callApi } from '../../shared/api';

/**
 * Tells the server the player accepted the agreement, so the customer's dashboard shows them
 * playing rather than only opened (docs/reports.md, "Player status"). Best effort: the game
 * goes on if it fails, and any later activity counts as playing too.
 */
export function recordAgreement(session: Pick<ExerciseSession, 'token'>): void {
  if (!session.token) return; // a facilitated shared link: the player joins after the agreement
  callApi(playerCall('agreeExerciseNda'), { token: session.token }).catch((error: unknown) =>
    console.warn('Could not record the agreement', error),
  );
}
