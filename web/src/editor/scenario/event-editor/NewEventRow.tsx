import { useState, type KeyboardEvent } from 'react';
import { PLACEHOLDER_SUBJECT_MAX, WIRING_MESSAGES } from '@dojo/protocol';
import { TextField } from '../../../shared/ui';
import { useScenarioEditor } from '../scenarioStore';

interface NewEventRowProps {
  /** The label of the Next select it belongs to, so its field reads "Name of the new event for …". */
  forLabel: string;
  /** Where the new event goes: the section of the event being edited. */
  section: string | undefined;
  onCreated(id: string): void;
  onCancel(): void;
}

/**
 * Names an event that is not written yet, from a Next select (docs/scenario-editor.md, "Forward
 * wiring"): "New event: {name}" creates an empty event with that subject in the section and
 * chooses it. Enter creates, Escape cancels; the event form is not submitted.
 */
export function NewEventRow({ forLabel, section, onCreated, onCancel }: NewEventRowProps) {
  const [name, setName] = useState('');
  const activeSection = useScenarioEditor((state) => state.activeSection);
  const trimmed = name.trim();

  function create() {
    if (!trimmed) return;
    const id = useScenarioEditor.getState().addPlaceholder(trimmed, section ?? activeSection);
    useScenarioEditor
      .getState()
      .showMessage('warning', WIRING_MESSAGES.placeholder(id, trimmed, section ?? activeSection));
    onCreated(id);
  }

  function keys(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      create();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div className="sc-new-event" role="group" aria-label={`New event for ${forLabel}`}>
      <TextField
        label="Name of the new event"
        value={name}
        maxLength={PLACEHOLDER_SUBJECT_MAX}
        autoFocus
        hint="Its subject; the event is added to this section, empty, to write later."
        onChange={(event) => setName(event.target.value)}
        onKeyDown={keys}
      />
      <div className="sc-new-event-actions">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={!trimmed}
          onClick={create}
        >
          {trimmed ? `New event: ${trimmed}` : 'New event: type its name'}
        </button>
        <button type="button" className="btn btn-quiet btn-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
