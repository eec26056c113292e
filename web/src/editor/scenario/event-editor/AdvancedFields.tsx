import { useState } from 'react';
import {
  TIMING_MESSAGES,
  isBelowTimingMinimum,
  thresholdSeconds,
  type EditedEvent,
} from '@dojo/protocol';
import { DurationInput, SelectField } from '../../../shared/ui';
import type { DraftProps } from './draftProps';
import { NextSelect } from './NextSelect';
import { PersonaPicker } from './PersonaPicker';

const ADVANCED_FIELDS = [
  'earlierThan',
  'laterThan',
  'nextIfEarly',
  'nextIfLate',
  'reOrg',
  'rePersona',
  'reAgree',
] as const;

/** True when the event already uses an advanced field, so the section opens by itself. */
export function usesAdvanced(event: EditedEvent): boolean {
  return ADVANCED_FIELDS.some((field) => {
    const value = event[field];
    return value !== undefined && value !== '' && String(value) !== '-1';
  });
}

/**
 * The product's message under a threshold below -1. The inputs set no `min`, so the browser's
 * own "Value must be greater than or equal to -1." never replaces it (docs/editor-rules.md).
 */
function belowMinimum(value: EditedEvent['earlierThan']): string | undefined {
  return isBelowTimingMinimum(value) ? TIMING_MESSAGES.belowMinimum : undefined;
}

/** Timing branches (answered early or late) and the persona a post is shared from. */
export function AdvancedFields({ draft, change }: DraftProps) {
  const [open, setOpen] = useState(() => usesAdvanced(draft));
  return (
    <fieldset className="sc-editor-fieldset">
      <legend>Advanced</legend>
      <label className="sc-checkbox">
        <input type="checkbox" checked={open} onChange={(event) => setOpen(event.target.checked)} />
        Advanced Options
      </label>
      {open && (
        <>
          <p className="field-hint">
            A timing branch: an answer faster than EarlierThan leads to Next if early, one slower
            than LaterThan to Next if late (minutes and seconds, mm:ss). Empty switches a threshold
            off.
          </p>
          <div className="sc-field-pair">
            <DurationInput
              label="EarlierThan (mm:ss)"
              seconds={thresholdSeconds(draft.earlierThan)}
              placeholder="Off"
              error={belowMinimum(draft.earlierThan)}
              minusOneIsEmpty
              negativeMessage={TIMING_MESSAGES.belowMinimum}
              onChange={(seconds) =>
                change({ earlierThan: seconds === undefined ? '-1' : String(seconds) })
              }
            />
            <NextSelect
              label="Next if early"
              self={draft.id}
              value={draft.nextIfEarly}
              onChange={(nextIfEarly) => change({ nextIfEarly })}
            />
            <DurationInput
              label="LaterThan (mm:ss)"
              seconds={thresholdSeconds(draft.laterThan)}
              placeholder="Off"
              error={belowMinimum(draft.laterThan)}
              minusOneIsEmpty
              negativeMessage={TIMING_MESSAGES.belowMinimum}
              onChange={(seconds) =>
                change({ laterThan: seconds === undefined ? '-1' : String(seconds) })
              }
            />
            <NextSelect
              label="Next if late"
              self={draft.id}
              value={draft.nextIfLate}
              onChange={(nextIfLate) => change({ nextIfLate })}
            />
          </div>
          <p className="field-hint">Shared from: the persona whose post this one re-shares.</p>
          <PersonaPicker
            organisationLabel="Shared from organisation"
            personaLabel="Shared from persona"
            organisation={draft.reOrg ?? ''}
            persona={draft.rePersona ?? ''}
            onOrganisation={(_organisation, reOrg) =>
              change({ reOrg, rePersona: '', reAddress: '', reRole: '' })
            }
            onPersona={(persona) =>
              change({
                rePersona: persona?.name ?? '',
                reAddress: persona?.email ?? '',
                reRole: persona?.role ?? '',
              })
            }
          />
          <SelectField
            label="Shared with"
            value={draft.reAgree ?? ''}
            onChange={(event) => change({ reAgree: event.target.value })}
          >
            <option value="">No stance</option>
            <option value="true">Agreement</option>
            <option value="false">Disagreement</option>
          </SelectField>
        </>
      )}
    </fieldset>
  );
}
