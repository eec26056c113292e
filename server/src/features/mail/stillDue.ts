import type { MailKind } from '@dojo/protocol';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { PlayersRepo } from '../exercises/players.repo';
import type { MailMessageDoc } from './messages.repo';

/** The messages that only make sense while the exercise (and the player's link) still runs. */
const WHILE_RUNNING = new Set<MailKind>(['invitation', 'reminder', 'facilitator', 'extension']);
/** Of those, the ones a player who has finished no longer needs. */
const UNTIL_FINISHED = new Set<MailKind>(['invitation', 'reminder']);

export const NOT_SENT = {
  exerciseGone: 'Not sent: the exercise no longer exists.',
  exerciseOver: 'Not sent: the exercise was over before it could be sent.',
  playerFinished: 'Not sent: the player had already finished.',
} as const;

/**
 * Checked right before a queued message is sent (docs/mail-and-jobs.md): a message waiting
 * across a restart or an upgrade is sent only if it still makes sense. Answers why not, or
 * null to send it. Mail of the past (an invitation to an exercise already over, a reminder to
 * a player who finished) is never sent.
 */
export function stillDue(deps: {
  exercises: Pick<ExercisesRepo, 'findById'>;
  players: Pick<PlayersRepo, 'findById'>;
  now: () => number;
}) {
  return async (message: MailMessageDoc): Promise<string | null> => {
    if (!WHILE_RUNNING.has(message.kind) || !message.exerciseId) return null;
    const exercise = await deps.exercises.findById(message.exerciseId);
    if (!exercise) return NOT_SENT.exerciseGone;
    const player = message.playerId ? await deps.players.findById(message.playerId) : null;
    const expiresAt = player?.expiresAt ?? exercise.expiresAt;
    if (expiresAt && Date.parse(expiresAt) <= deps.now()) return NOT_SENT.exerciseOver;
    if (UNTIL_FINISHED.has(message.kind) && player?.finishedAt) return NOT_SENT.playerFinished;
    return null;
  };
}
