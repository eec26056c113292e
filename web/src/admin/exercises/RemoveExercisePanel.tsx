import { adminCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { CONFIRM_REMOVE, RemoveButton, StatusLine, useTwoStepRemove } from '../../shared/ui';
import { ChoiceField } from '../shared/ChoiceField';
import { ScenarioField } from '../shared/ChoiceFields';
import { useAdminForm } from '../shared/useAdminForm';
import { useExerciseChoice } from './useExerciseChoice';

/** Remove Exercise: the first press asks, the second removes the exercise and its players. */
export function RemoveExercisePanel() {
  const token = useEditorToken();
  const choice = useExerciseChoice();
  const form = useAdminForm();
  const confirm = useTwoStepRemove();
  const item = `${choice.scenario}/${choice.exercise}`;

  async function press() {
    const body = { token, scenario: choice.scenario, exercise: choice.exercise };
    if (confirm.armedFor !== item) {
      const problem = adminCalls.removeExercise.request.safeParse(body);
      if (!problem.success) return form.show('failed', problem.error.issues[0]?.message ?? '');
      confirm.press(item);
      return form.show('warning', CONFIRM_REMOVE);
    }
    confirm.reset();
    const done = await form.submit(adminCalls.removeExercise.request, body, () =>
      callApi(adminCalls.removeExercise, body),
    );
    if (done) {
      choice.chooseExercise('');
      choice.reload();
    }
  }

  return (
    <div className="form" role="group" aria-label="Remove Exercise">
      <ScenarioField
        value={choice.scenario}
        onChange={(next) => {
          confirm.reset();
          choice.chooseScenario(next);
        }}
      />
      <ChoiceField
        label="Exercise"
        list={choice.exercises}
        value={choice.exercise}
        onChange={(next) => {
          confirm.reset();
          form.clear();
          choice.chooseExercise(next);
        }}
        placeholder="an exercise"
      />
      <StatusLine status={form.status} onDismiss={form.clear} />
      <div className="form-actions">
        <RemoveButton
          armed={confirm.armedFor === item}
          disabled={form.pending}
          onClick={() => void press()}
        />
      </div>
    </div>
  );
}
