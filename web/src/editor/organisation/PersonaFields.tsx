import { TextField } from '../../shared/ui';

export interface PersonaDetails {
  name: string;
  email: string;
  role: string;
}

interface Props {
  value: PersonaDetails;
  onChange(change: Partial<PersonaDetails>): void;
  /** New personas need a name and an e-mail address. */
  required?: boolean;
}

/** A persona's name, e-mail address and role, as New Persona and Edit Persona ask for them. */
export function PersonaFields({ value, onChange, required = false }: Props) {
  return (
    <>
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        required={required}
        value={value.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="off"
        required={required}
        value={value.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <TextField
        label="Role (shown in the e-mail signature)"
        name="role"
        autoComplete="off"
        value={value.role}
        onChange={(event) => onChange({ role: event.target.value })}
      />
    </>
  );
}
