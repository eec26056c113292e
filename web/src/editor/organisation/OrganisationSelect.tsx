import type { Organisation } from '@dojo/protocol';
import { SelectField } from '../media/fields';

interface Props {
  label: string;
  organisations: readonly Organisation[];
  value: string;
  onChange(name: string): void;
  /** The text of the empty choice, e.g. 'Select an organisation' or 'None'. */
  placeholder: string;
  loading?: boolean;
}

/** A select of the organisations by name, with an empty first choice. */
export function OrganisationSelect(props: Props) {
  const { label, organisations, value, onChange, placeholder, loading } = props;
  return (
    <SelectField
      label={label}
      value={value}
      aria-busy={loading || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{loading ? 'Loading organisations…' : placeholder}</option>
      {organisations.map((organisation) => (
        <option key={organisation.name} value={organisation.name}>
          {organisation.name}
        </option>
      ))}
    </SelectField>
  );
}
