import type { DomainEvents, Erased } from '../../core/domainEvents';
import type { AdHocEventsRepo } from './adHocEvents.repo';
import type { ExercisesRepo } from './exercises.repo';
import type { PlayersRepo } from './players.repo';
import type { ResponsesRepo } from './responses.repo';
import type { WaitingPlayersRepo } from './waitingPlayers.repo';

/**
 * What the exercises feature stores about people and runs (players with their notes, drafts
 * and reads; answers; ad-hoc events; a session's waiting room; the facilitator's address), erased through its own
 * repos when an erasure event is told, then compacted so nothing stays in a datafile.
 */
export function exercisesErasure(
  events: DomainEvents,
  repos: {
    exercises: ExercisesRepo;
    players: PlayersRepo;
    responses: ResponsesRepo;
    adHocEvents: AdHocEventsRepo;
    waitingPlayers: WaitingPlayersRepo;
  },
): void {
  const { exercises, players, responses, adHocEvents, waitingPlayers } = repos;

  events.on('exerciseRemoved', async ({ exerciseId }): Promise<Erased> => {
    // Gone already (the admin removes it first); again here for a run a crash interrupted.
    await exercises.remove(exerciseId);
    const removed = await players.removeByExercise(exerciseId);
    const answers = await responses.removeByExercise(exerciseId);
    await adHocEvents.removeByExercise(exerciseId);
    await waitingPlayers.removeByExercise(exerciseId);
    await Promise.all([
      exercises.compact(),
      players.compact(),
      responses.compact(),
      adHocEvents.compact(),
      waitingPlayers.compact(),
    ]);
    return { players: removed.deletedCount, responses: answers.deletedCount };
  });

  events.on('exerciseReset', async ({ exerciseId }): Promise<Erased> => {
    const answers = await responses.removeByExercise(exerciseId);
    await adHocEvents.removeByExercise(exerciseId);
    await players.resetProgress(exerciseId);
    await Promise.all([players.compact(), responses.compact(), adHocEvents.compact()]);
    return { responses: answers.deletedCount };
  });

  /**
   * A player becomes `participant-…` and keeps their answers. Each is changed only if their
   * address is still the one read, so two runs at once change each player once.
   */
  events.on('emailsHidden', async (): Promise<Erased> => {
    let hidden = 0;
    for (const player of await players.listWithEmail()) {
      if (player.email === null) continue;
      const pseudonym = `participant-${player._id.slice(0, 8)}`;
      hidden += (await players.hideEmail(player._id, player.email, pseudonym)).modifiedCount;
    }
    const facilitators = await exercises.hideFacilitatorEmails();
    await Promise.all([players.compact(), exercises.compact()]);
    return { players: hidden, facilitators: facilitators.modifiedCount };
  });

  /** The person's players go with their notes, drafts and own answers; team answers stay. */
  events.on('personForgotten', async ({ email, playerIds }): Promise<Erased> => {
    const stored = (await players.listByEmail(email)).map((player) => player._id);
    const ids = [...new Set([...playerIds, ...stored])];
    const answers = await responses.removeByPlayers(ids);
    const removed = await players.removeByIds(ids);
    const facilitators = await exercises.forgetFacilitatorEmail(email);
    await Promise.all([players.compact(), responses.compact(), exercises.compact()]);
    return {
      players: removed.deletedCount,
      responses: answers.deletedCount,
      facilitators: facilitators.modifiedCount,
    };
  });
}
