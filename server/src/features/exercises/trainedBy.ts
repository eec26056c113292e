import type { CustomerPrincipal } from '../../core/principal';
import type { ExerciseDoc } from './exercise.docs';

/**
 * The exercises of its client a portal account may see (docs/security.md): an owner sees
 * them all; a trainer sub account only those it is a trainer of, so it learns no other
 * learner's e-mail or exercise.
 */
export function visibleExercises<E extends Pick<ExerciseDoc, 'trainers'>>(
  principal: Pick<CustomerPrincipal, 'role' | 'user'>,
  exercises: readonly E[],
): E[] {
  if (principal.role !== '01') return [...exercises];
  const user = principal.user.toLowerCase();
  return exercises.filter((exercise) =>
    exercise.trainers.some((trainer) => trainer.toLowerCase() === user),
  );
}
