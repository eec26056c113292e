import {
  DEFAULT_DELAY_SECONDS,
  displayAfterMinutes,
  formatDuration,
  numberOf,
  setDisplayAfter,
  setNext,
  setStartAt,
} from '@dojo/protocol';
import { DurationInput } from '../../../shared/ui';
import type { DraftProps, SetDraft } from './draftProps';
import { DateField } from './DateField';
import { NextSelect } from './NextSelect';

/** Seconds as a stored legacy number: '' when none. */
const secondsText = (seconds: number | undefined) => (seconds === undefined ? '' : String(seconds));

/** Minutes as displayAfter stores them, from the seconds typed (a few decimals at most). */
const minutesText = (seconds: number | undefined) =>
  seconds === undefined ? '' : String(Number((seconds / 60).toFixed(4)));

/**
 * When the event shows and what follows it. Next and 'Display at' exclude each other (setting
 * one clears the other); Delay belongs to Next and is hidden for a scheduled event. The start
 * time holds an event a next reaches until that time on the game clock (docs/engine.md).
 * Every time is typed as minutes and seconds; the event stores seconds (displayAfter minutes).
 */
export function TimingFields({ draft, change, setDraft }: DraftProps & { setDraft: SetDraft }) {
  const displayAfter = displayAfterMinutes(draft);
  const scheduled = displayAfter !== undefined;
  const startAt = numberOf(draft.startAt);
  return (
    <fieldset className="sc-editor-fieldset">
      <legend>Timing</legend>
      <NextSelect
        label="Next"
        self={draft.id}
        value={draft.next}
        onChange={(next) => setDraft(setNext(draft, next))}
      />
      {!scheduled && (
        <div className="sc-field-pair">
          <DurationInput
            label="Delay (mm:ss)"
            seconds={numberOf(draft.delay)}
            placeholder={formatDuration(DEFAULT_DELAY_SECONDS)}
            hint="From this event, or its answer, until Next shows."
            onChange={(seconds) => change({ delay: secondsText(seconds) })}
          />
          <DurationInput
            label="Starts at (game clock, mm:ss)"
            seconds={startAt !== undefined && startAt >= 0 ? startAt : undefined}
            placeholder="When reached"
            hint="Not before this time after the start. If what leads here comes later, it shows on arrival."
            onChange={(seconds) => setDraft(setStartAt(draft, secondsText(seconds)))}
          />
        </div>
      )}
      <DurationInput
        label="Display at (mm:ss after start of exercise)"
        className="sc-display-after-input"
        seconds={displayAfter === undefined ? undefined : displayAfter * 60}
        placeholder="Follows Next"
        hint="A display time replaces Next: the event shows then whatever came before."
        onChange={(seconds) => setDraft(setDisplayAfter(draft, minutesText(seconds)))}
      />
      <DateField draft={draft} change={change} />
    </fieldset>
  );
}
