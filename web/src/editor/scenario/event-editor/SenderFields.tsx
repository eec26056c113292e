import { EventType } from '@dojo/protocol';
import type { DraftProps } from './draftProps';
import { PersonaPicker } from './PersonaPicker';
import { SelectField } from '../../../shared/ui';

/** Channel and sender: the type, then the organisation and persona (address and role follow). */
export function SenderFields({ draft, change }: DraftProps) {
  return (
    <fieldset className="sc-editor-fieldset">
      <legend>Sender</legend>
      <SelectField
        label="Type"
        value={draft.type ?? ''}
        onChange={(event) =>
          change({ type: event.target.value ? (event.target.value as EventType) : undefined })
        }
      >
        <option value="">Select a type</option>
        {EventType.options.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <PersonaPicker
        organisationLabel="Organisation"
        personaLabel="Persona"
        organisation={draft.organisation ?? ''}
        persona={draft.name ?? ''}
        onOrganisation={(_organisation, name) =>
          change({ organisation: name, name: '', address: '', role: '' })
        }
        onPersona={(persona) =>
          change({
            name: persona?.name ?? '',
            address: persona?.email ?? '',
            role: persona?.role ?? '',
          })
        }
      />
      {draft.name && (
        <p className="field-hint">
          Sent as {draft.name}
          {draft.role ? `, ${draft.role}` : ''}
          {draft.address ? ` <${draft.address}>` : ''}
        </p>
      )}
    </fieldset>
  );
}
