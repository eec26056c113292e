import { mailEvents } from '@dojo/protocol';
import type { Publisher } from '../../realtime/publisher';
import { accountScope } from '../auth/auth.service';
import type { ExercisesRepo } from '../exercises/exercises.repo';
import type { MailMessageDoc, MessagesRepo } from './messages.repo';
import { countByStatus, latestByPlayer, statusOf } from './invitationStatus';

/** At most one progress push per exercise in this window (plus the last one, always). */
const PUSH_EVERY_MS = 250;

/**
 * Pushes "n of N sent" while an exercise's invitations go out, to the ordering client's
 * tabs and the account that ordered it (an admin's campaign).
 */
export function invitationProgress(deps: {
  publisher: Pick<Publisher, 'push'>;
  exercises: ExercisesRepo;
  messages: MessagesRepo;
}) {
  const { publisher, exercises, messages } = deps;
  const pending = new Map<string, NodeJS.Timeout>();

  async function push(exerciseId: string): Promise<void> {
    pending.delete(exerciseId);
    const exercise = await exercises.findById(exerciseId);
    if (!exercise) return;
    const latest = [
      ...latestByPlayer(await messages.listByExercise(exerciseId, 'invitation')).values(),
    ];
    const data = {
      exerciseId,
      identifier: exercise.identifier,
      total: latest.length,
      ...countByStatus(latest.map(statusOf)),
    };
    const scopes = new Set([`client:${exercise.client}`, accountScope(exercise.orderedBy)]);
    for (const scope of scopes) publisher.push(scope, mailEvents.invitationsProgressed, data);
  }

  return {
    delivered(message: MailMessageDoc): void {
      if (message.kind !== 'invitation' || !message.exerciseId || pending.has(message.exerciseId))
        return;
      const exerciseId = message.exerciseId;
      const timer = setTimeout(() => void push(exerciseId).catch(() => undefined), PUSH_EVERY_MS);
      timer.unref();
      pending.set(exerciseId, timer);
    },
    close(): void {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
