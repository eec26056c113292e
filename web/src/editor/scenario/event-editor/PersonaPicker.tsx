import type { Organisation, Persona } from '@dojo/protocol';
import { OrganisationSelect } from '../../organisation/OrganisationSelect';
import { useOrganisations } from '../../organisation/organisations';
import { SelectField } from '../../../shared/ui';

interface PersonaPickerProps {
  /** e.g. 'Organisation' and 'Persona', or 'Shared from organisation' … */
  organisationLabel: string;
  personaLabel: string;
  organisation: string;
  persona: string;
  /** A new organisation: the persona is cleared. */
  onOrganisation(organisation: Organisation | undefined, name: string): void;
  /** A persona chosen (undefined when cleared): its address and role follow it. */
  onPersona(persona: Persona | undefined): void;
  error?: string | undefined;
}

/** An organisation select, then a select of that organisation's personas. */
export function PersonaPicker(props: PersonaPickerProps) {
  const { organisations } = useOrganisations();
  const organisation = organisations.find((candidate) => candidate.name === props.organisation);
  const personas = organisation?.personas ?? [];
  const known = personas.some((persona) => persona.name === props.persona);
  return (
    <div className="sc-field-pair">
      <OrganisationSelect
        label={props.organisationLabel}
        value={organisation ? props.organisation : ''}
        onChange={(name) =>
          props.onOrganisation(
            organisations.find((candidate) => candidate.name === name),
            name,
          )
        }
      />
      <SelectField
        label={props.personaLabel}
        value={props.persona}
        error={props.error}
        disabled={!organisation}
        onChange={(event) =>
          props.onPersona(personas.find((persona) => persona.name === event.target.value))
        }
      >
        <option value="">
          {organisation ? 'Select a persona' : 'Choose an organisation first'}
        </option>
        {personas.map((persona) => (
          <option key={persona.name} value={persona.name}>
            {persona.role ? `${persona.name}, ${persona.role}` : persona.name}
          </option>
        ))}
        {props.persona && !known && (
          <option value={props.persona}>{`${props.persona} (not in this organisation)`}</option>
        )}
      </SelectField>
    </div>
  );
}
