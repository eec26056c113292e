import { SelectField } from '../../shared/ui';
import { useOrganisations } from './organisations';

interface Props {
  label: string;
  value: string;
  onChange(name: string): void;
  /** The text of the empty choice: 'Select an organisation' unless given (e.g. 'None'). */
  placeholder?: string;
}

/** A select of the organisations by name, with an empty first choice. */
export function OrganisationSelect({ label, value, onChange, placeholder }: Props) {
  const { organisations, state } = useOrganisations();
  const loading = state === 'loading' && organisations.length === 0;
  return (
    <SelectField
      label={label}
      value={value}
      aria-busy={loading || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">
        {loading ? 'Loading organisations…' : (placeholder ?? 'Select an organisation')}
      </option>
      {organisations.map((organisation) => (
        <option key={organisation.name} value={organisation.name}>
          {organisation.name}
        </option>
      ))}
    </SelectField>
  );
}
