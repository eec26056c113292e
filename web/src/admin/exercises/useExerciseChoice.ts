import { useState } from 'react';
import { adminCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { queryKeys } from '../../shared/query';
import { useAdminRead } from '../shared/adminRead';

/** A scenario, then one of its exercises: the choice Remove Exercise and Shorten URL make. */
export function useExerciseChoice() {
  const [scenario, setScenario] = useState('');
  const [exercise, setExercise] = useState('');
  const names = useAdminRead(
    (token) => queryKeys.admin.exercisesOf(scenario, token),
    (token, signal) => callApi(adminCalls.getExercises, { token, scenario }, { signal }),
    { enabled: scenario !== '' },
  );
  return {
    scenario,
    exercise,
    exercises: {
      items: names.data ?? [],
      state: names.loading
        ? ('loading' as const)
        : names.error
          ? ('failed' as const)
          : ('ready' as const),
      error: names.error ?? null,
    },
    chooseScenario(next: string) {
      setScenario(next);
      setExercise('');
    },
    chooseExercise: setExercise,
    reload: () => void names.reload(),
  };
}
