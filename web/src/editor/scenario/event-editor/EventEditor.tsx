import { useRef, useState } from 'react';
import { validateEvent, type EditedEvent } from '@dojo/protocol';
import { useOrganisations } from '../../organisation/organisations';
import {
  BusyButton,
  CONFIRM_REMOVE,
  ConfirmDialog,
  invalidDurations,
  useTwoStepRemove,
} from '../../../shared/ui';
import { isDraftChanged } from '../eventDraft';
import { saveEvent } from '../scenarioActions';
import { useScenarioEditor } from '../scenarioStore';
import { SAVE_EVENT_FIRST } from '../boardMessages';
import { AdvancedFields } from './AdvancedFields';
import { MessageFields } from './MessageFields';
import { PlannerFields } from './PlannerFields';
import { ResponseFields } from './ResponseFields';
import { SenderFields } from './SenderFields';
import { SocialFields } from './SocialFields';
import { TimingFields } from './TimingFields';
import './EventEditor.css';
import { ProblemList } from '../ProblemList';

/** The open event's every field (docs/scenario-editor.md), with Save and Close. */
export function EventEditor() {
  const editing = useScenarioEditor((state) => state.editing);
  const updateDraft = useScenarioEditor((state) => state.updateDraft);
  const closeEvent = useScenarioEditor((state) => state.closeEvent);
  const removeEvent = useScenarioEditor((state) => state.removeEvent);
  const { organisations } = useOrganisations();
  const remove = useTwoStepRemove();
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  if (!editing) return null;
  const { draft } = editing;
  const changed = isDraftChanged(editing);

  const setDraft = (next: EditedEvent) => {
    remove.reset();
    updateDraft(next);
  };
  const change = (patch: Partial<EditedEvent>) => setDraft({ ...draft, ...patch });
  const props = { draft, change };

  async function save() {
    // A time typed that cannot be read keeps the value before it: say so rather than save that.
    const found = [...invalidDurations(form.current), ...validateEvent(draft, { organisations })];
    setProblems(found);
    if (found.length > 0) {
      useScenarioEditor.getState().showMessage('failed', found[0] ?? '');
      return;
    }
    setSaving(true);
    await saveEvent(draft);
    setSaving(false);
  }

  function close() {
    if (changed) setConfirmClose(true);
    else closeEvent();
  }

  function pressRemove() {
    if (remove.press(draft.id).action === 'ask') {
      useScenarioEditor.getState().showMessage('warning', CONFIRM_REMOVE);
      return;
    }
    removeEvent(draft.id);
    useScenarioEditor
      .getState()
      .showMessage('warning', `Event ${draft.id} removed. Save the scenario to keep the change.`);
  }

  return (
    <section className="event-editor" aria-labelledby="event-editor-title">
      <header className="event-editor-header">
        <h2 className="event-editor-title" id="event-editor-title">
          Event {draft.id}
          <span className="event-editor-section">Section {draft.section}</span>
        </h2>
        {changed && <span className="sc-badge sc-badge-warning">Unsaved edits</span>}
      </header>
      <form
        ref={form}
        className="event-editor-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SenderFields {...props} />
        <MessageFields {...props} />
        <ResponseFields {...props} setDraft={setDraft} />
        <TimingFields {...props} setDraft={setDraft} />
        {draft.type === 'Social' && <SocialFields {...props} />}
        <AdvancedFields {...props} />
        <PlannerFields {...props} />
        <ProblemList problems={problems} />
        <footer className="event-editor-actions">
          <button
            type="button"
            className="btn btn-remove btn-small"
            data-armed={remove.armedFor === draft.id || undefined}
            onClick={pressRemove}
          >
            {remove.armedFor === draft.id
              ? 'Press remove again to confirm action.'
              : 'Remove event'}
          </button>
          <span className="event-editor-spacer" />
          <button type="button" className="btn btn-secondary" onClick={close}>
            Close
          </button>
          <BusyButton busy={saving}>Save</BusyButton>
        </footer>
      </form>
      <ConfirmDialog
        open={confirmClose}
        title="Save the open event first"
        message={SAVE_EVENT_FIRST}
        confirmLabel="Discard its changes"
        cancelLabel="OK"
        onCancel={() => setConfirmClose(false)}
        onConfirm={closeEvent}
      />
    </section>
  );
}
