import { TextField } from '../../shared/ui';

export interface OrganisationDetails {
  name: string;
  email: string;
}

interface Props {
  nameLabel: string;
  value: OrganisationDetails;
  onChange(change: Partial<OrganisationDetails>): void;
  disabled?: boolean;
}

/** An organisation's name and optional e-mail address. */
export function OrganisationFields({ nameLabel, value, onChange, disabled }: Props) {
  return (
    <>
      <TextField
        label={nameLabel}
        name="name"
        autoComplete="organization"
        required
        disabled={disabled}
        value={value.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        label="E-mail (optional)"
        name="email"
        type="email"
        autoComplete="off"
        disabled={disabled}
        value={value.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
    </>
  );
}
