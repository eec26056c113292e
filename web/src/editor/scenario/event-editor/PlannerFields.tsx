import { TEXT_LIMITS } from '@dojo/protocol';
import { TextAreaField, TextField } from '../../../shared/ui';
import type { DraftProps } from './draftProps';

/**
 * What a planner's MSEL keeps with an event (docs/msel.md): its inject number, who it is for
 * and the author's notes. Players never see these.
 */
export function PlannerFields({ draft, change }: DraftProps) {
  return (
    <fieldset className="sc-editor-fieldset">
      <legend>Planner&apos;s notes (not shown to players)</legend>
      <div className="sc-field-pair">
        <TextField
          label="Inject number"
          value={draft.reference ?? ''}
          maxLength={TEXT_LIMITS.name}
          onChange={(event) => change({ reference: event.target.value })}
        />
        <TextField
          label="Addressees"
          value={draft.addressees ?? ''}
          maxLength={TEXT_LIMITS.subject}
          onChange={(event) => change({ addressees: event.target.value })}
        />
      </div>
      <TextAreaField
        label="Author notes"
        rows={3}
        value={draft.notes ?? ''}
        maxLength={TEXT_LIMITS.content}
        onChange={(event) => change({ notes: event.target.value })}
      />
    </fieldset>
  );
}
