import { ScenarioEvent, TEXT_LIMITS, messagesFor } from '@dojo/protocol';
import { TextField } from '../../../shared/ui';
import type { DraftProps } from './draftProps';

const DateText = ScenarioEvent.shape.date;

/**
 * The event's `date`: the text players see as the message's date and time, instead of the
 * time it arrives in the exercise (docs/scenario-editor.md, "Editing events"). Free text, as
 * the legacy scenarios store it ('08:42', 'Mon 14 Oct, 09:12'); bounded like every subject.
 */
export function DateField({ draft, change }: DraftProps) {
  const value = draft.date ?? '';
  const [problem] = messagesFor(DateText, value);
  return (
    <TextField
      label="Date shown to players"
      value={value}
      maxLength={TEXT_LIMITS.subject}
      placeholder="e.g. Mon 14 Oct, 09:12"
      error={problem}
      hint={
        value.trim()
          ? `Players see “${value.trim()}” as this message's date.`
          : 'Empty: players see the time the event arrives in the exercise.'
      }
      onChange={(event) => change({ date: event.target.value })}
    />
  );
}
