import { useId } from 'react';
import {
  DEFAULT_DELAY_SECONDS,
  displayAfterMinutes,
  setDisplayAfter,
  setNext,
} from '@dojo/protocol';
import { TextField } from '../../../shared/ui';
import type { DraftProps, SetDraft } from './draftProps';
import { DateField } from './DateField';
import { NextSelect } from './NextSelect';

/**
 * When the event shows and what follows it. Next and 'Display at' exclude each other (setting
 * one clears the other); Delay belongs to Next and is hidden for a scheduled event.
 */
export function TimingFields({ draft, change, setDraft }: DraftProps & { setDraft: SetDraft }) {
  const id = useId();
  const scheduled = displayAfterMinutes(draft) !== undefined;
  return (
    <fieldset className="sc-editor-fieldset">
      <legend>Timing</legend>
      <div className="sc-field-pair">
        <NextSelect
          label="Next"
          self={draft.id}
          value={draft.next}
          onChange={(next) => setDraft(setNext(draft, next))}
        />
        {!scheduled && (
          <TextField
            label="Delay (seconds)"
            type="number"
            min={0}
            placeholder={String(DEFAULT_DELAY_SECONDS)}
            value={String(draft.delay ?? '')}
            onChange={(event) => change({ delay: event.target.value })}
          />
        )}
      </div>
      <div className="field sc-display-after">
        <label className="sc-display-after-sentence" htmlFor={`${id}-display`}>
          Display at
          <input
            id={`${id}-display`}
            className="input sc-display-after-input"
            type="number"
            min={0}
            value={String(draft.displayAfter ?? '')}
            aria-describedby={`${id}-display-hint`}
            onChange={(event) => setDraft(setDisplayAfter(draft, event.target.value))}
          />
          minutes after start of exercise
        </label>
        <p className="field-hint" id={`${id}-display-hint`}>
          A display time replaces Next: the event shows at that minute whatever came before.
        </p>
      </div>
      <DateField draft={draft} change={change} />
    </fieldset>
  );
}
