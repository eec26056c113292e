import type { DomainEvents, Erased } from '../../core/domainEvents';
import type { SocialRepo } from './social.repo';

/** The players' likes and replies go with an erasure, physically (docs/security.md). */
export function socialErasure(events: DomainEvents, social: SocialRepo): void {
  async function erase(remove: () => Promise<number>): Promise<Erased> {
    const removed = await remove();
    await social.compact();
    return { social: removed };
  }
  events.on('exerciseRemoved', ({ exerciseId }) =>
    erase(() => social.removeByExercise(exerciseId)),
  );
  events.on('exerciseReset', ({ exerciseId }) => erase(() => social.removeByExercise(exerciseId)));
  events.on('personForgotten', ({ playerIds }) => erase(() => social.removeByPlayers(playerIds)));
}
