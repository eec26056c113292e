import { ChosenPassword, PASSWORD_CHANGE } from '@dojo/protocol';
import { errorMessage } from '../api';
import { FormSubmit } from './FormSubmit';
import { TextField } from './fields';
import { useCheckedForm, type FieldErrors } from './useCheckedForm';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

interface Props {
  /** Changes the password; answers the server's message. A thrown error's message is shown. */
  onChange(change: PasswordChange): Promise<string>;
  /** Words a failure: the server's message by default, the reader's language on the portal. */
  describeError?: (error: unknown) => string;
}

type Field = 'currentPassword' | 'newPassword' | 'repeatedPassword';

/** The protocol's rules, checked before anything is sent (the server checks them again). */
function validate({
  currentPassword: current,
  newPassword: next,
  repeatedPassword: repeated,
}: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (current === '') errors.currentPassword = 'Password is required';
  const rule = ChosenPassword.safeParse(next);
  if (!rule.success) errors.newPassword = rule.error.issues[0]?.message;
  else if (next === current) errors.newPassword = PASSWORD_CHANGE.sameAsCurrent;
  if (!errors.newPassword && repeated !== next) errors.repeatedPassword = PASSWORD_CHANGE.mismatch;
  return errors;
}

/** Current password, new password twice; the server's answer in a banner. */
export function ChangePasswordForm({ onChange, describeError = errorMessage }: Props) {
  const form = useCheckedForm<Field>({
    fields: ['currentPassword', 'newPassword', 'repeatedPassword'],
    validate,
    send: ({ currentPassword, newPassword }) => onChange({ currentPassword, newPassword }),
    describeError,
  });

  return (
    <form className="form" noValidate onSubmit={form.submit}>
      <TextField
        {...form.field('currentPassword')}
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        {...form.field('newPassword')}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Every other session is logged out."
        required
      />
      <TextField
        {...form.field('repeatedPassword')}
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormSubmit
        banner={form.banner}
        pending={form.pending}
        label="Change Password"
        pendingLabel="Changing the password…"
      />
    </form>
  );
}
