import { EDITOR_MESSAGES } from '@dojo/protocol';
import { useState } from 'react';
import { CONFIRM_REMOVE, usePending, useTwoStepRemove } from '../../../shared/ui';
import { removeScenario, removeSection } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';

/** docs/editor-rules.md: a section's remove asks with its own wording. */
export const CONFIRM_SECTION_REMOVE = 'Press remove again to confirm.';

const KINDS = {
  scenario: {
    removeSaved: removeScenario,
    none: EDITOR_MESSAGES.selectScenario,
    ask: CONFIRM_REMOVE,
  },
  section: {
    removeSaved: removeSection,
    none: EDITOR_MESSAGES.selectSection,
    ask: CONFIRM_SECTION_REMOVE,
  },
} as const;

/**
 * The saved scenario or section chosen in a Load tab, and its removal: the first press of
 * Remove asks, a second press for the same name removes it.
 */
export function useSavedChoice(kind: keyof typeof KINDS) {
  const { removeSaved, none, ask } = KINDS[kind];
  const showMessage = useScenarioEditor((state) => state.showMessage);
  const [name, setName] = useState('');
  const { pending, run } = usePending();
  const remove = useTwoStepRemove();

  return {
    name,
    busy: pending,
    /** Runs the tab's work (e.g. a load) with the buttons busy. */
    run,
    armed: name !== '' && remove.armedFor === name,
    choose(value: string) {
      setName(value);
      remove.reset();
    },
    async pressRemove() {
      if (!name) return showMessage('failed', none);
      if (remove.press(name).action === 'ask') return showMessage('warning', ask);
      if (await run(() => removeSaved(name))) setName('');
    },
  };
}

export type SavedChoice = ReturnType<typeof useSavedChoice>;
