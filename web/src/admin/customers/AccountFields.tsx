import { TextField } from '../../shared/ui';

export interface AccountDetails {
  username: string;
  email: string;
  password: string;
}

interface Props {
  value: AccountDetails;
  onChange(change: Partial<AccountDetails>): void;
  usernameHint?: string;
}

/** Username, e-mail and password: what a customer and a sub account both need. */
export function AccountFields({ value, onChange, usernameHint }: Props) {
  return (
    <>
      <TextField
        label="Username"
        autoComplete="off"
        maxLength={81}
        value={value.username}
        hint={usernameHint}
        onChange={(event) => onChange({ username: event.target.value })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        maxLength={254}
        value={value.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={200}
        value={value.password}
        hint="At least 8 characters."
        onChange={(event) => onChange({ password: event.target.value })}
      />
    </>
  );
}
