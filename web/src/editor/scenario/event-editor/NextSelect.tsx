import {
  NEXT_END,
  NEXT_NONE,
  NEXT_REPORT,
  nextTarget,
  type NextRef,
  type ScenarioEvent,
} from '@dojo/protocol';
import { useState } from 'react';
import { useScenarioEditor } from '../scenarioStore';
import { SelectField } from '../../../shared/ui';
import { NewEventRow } from './NewEventRow';

/** The select's value for "New event…": not an id an event can have (ids are counters). */
export const NEW_EVENT = 'new event';

interface NextSelectProps {
  label: string;
  value: NextRef | undefined;
  onChange(next: NextRef): void;
  /** The event being edited, left out of the choices. */
  self: string;
  hint?: string;
}

/** The select value of a next reference: '-1', '/0', '/1' or an event id. */
export function nextValue(ref: NextRef | undefined): string {
  const target = nextTarget(ref);
  if (target.kind === 'event') return target.id;
  if (target.kind === 'end') return NEXT_END;
  if (target.kind === 'report') return NEXT_REPORT;
  return NEXT_NONE;
}

/**
 * A choice of the select: the event's id and subject, and its section only when that is not
 * the section of the event being edited, so the usual choice stays short enough to read whole.
 */
export function nextChoiceLabel(
  event: Pick<ScenarioEvent, 'id' | 'subject' | 'section'>,
  fromSection: string | undefined,
): string {
  const label = `${event.id}: ${event.subject?.trim() || 'No subject'}`;
  return event.section === fromSection ? label : `${label} (section ${event.section ?? ''})`;
}

/**
 * Chooses where an event (or an answer) leads: nothing, another event, the end, the report,
 * or a new event not written yet (forward wiring: "New event…" asks for its name and creates
 * it in the section of the event being edited).
 */
export function NextSelect({ label, value, onChange, self, hint }: NextSelectProps) {
  const events = useScenarioEditor((state) => state.scenario.events);
  const [naming, setNaming] = useState(false);
  const current = nextValue(value);
  const choices = events.filter((event) => event.id !== self);
  const fromSection = events.find((event) => event.id === self)?.section;
  const missing =
    nextTarget(value).kind === 'event' && !choices.some((event) => event.id === current);
  return (
    <div className="sc-next-select">
      <SelectField
        label={label}
        hint={hint}
        value={naming ? NEW_EVENT : current}
        onChange={(event) => {
          const chosen = event.target.value;
          setNaming(chosen === NEW_EVENT);
          // -1 stays a number, as the legacy editor stores "nothing follows".
          if (chosen !== NEW_EVENT) onChange(chosen === NEXT_NONE ? -1 : chosen);
        }}
      >
        <option value={NEXT_NONE}>Nothing follows (-1)</option>
        <option value={NEW_EVENT}>New event… (name it now, write it later)</option>
        <optgroup label="Events">
          {choices.map((event) => (
            <option key={event.id} value={event.id}>
              {nextChoiceLabel(event, fromSection)}
            </option>
          ))}
          {missing && <option value={current}>{`${current}: no such event`}</option>}
        </optgroup>
        <optgroup label="Finish">
          <option value={NEXT_END}>End of the exercise, pass or fail (/0)</option>
          <option value={NEXT_REPORT}>Report and feedback (/1)</option>
        </optgroup>
      </SelectField>
      {naming && (
        <NewEventRow
          forLabel={label}
          section={fromSection}
          onCreated={(id) => {
            setNaming(false);
            onChange(id);
          }}
          onCancel={() => setNaming(false)}
        />
      )}
    </div>
  );
}
