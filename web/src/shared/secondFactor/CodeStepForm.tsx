import { useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { FormSubmit } from '../ui/FormSubmit';
import { TextField } from '../ui/fields';
import { useCheckedForm } from '../ui/useCheckedForm';

/**
 * The login's second step (docs/auth.md, "Second factor"): the code the authenticator app
 * shows, or one of the recovery codes. The portal and the editor's logins both show it.
 */
export function CodeStepForm({
  onCode,
  intro,
}: {
  onCode(code: string): Promise<void>;
  /** What to enter, when not the app's code or a recovery code (passkeys only: a recovery code). */
  intro?: string;
}) {
  const t = useT();
  const form = useCheckedForm({
    fields: ['code'],
    validate: ({ code }) => (code.trim() ? {} : { code: t('secondFactor.codeRequired') }),
    send: ({ code }) => onCode(code.trim()),
    describeError: errorText,
  });
  return (
    <form className="form login-form" noValidate onSubmit={form.submit}>
      <p>{intro ?? t('secondFactor.codeStepIntro')}</p>
      <TextField
        {...form.field('code')}
        label={t('secondFactor.code')}
        autoComplete="one-time-code"
        inputMode="text"
        required
      />
      <FormSubmit
        banner={form.banner}
        pending={form.pending}
        label={t('secondFactor.verify')}
        pendingLabel={t('secondFactor.verifying')}
        block
      />
    </form>
  );
}
