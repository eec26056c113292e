import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '@dojo/protocol';
import { callApi } from '../api';
import { useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { queryKeys, readState } from '../query';
import { BusyButton, StatusBanner } from '../ui';
import { FormSubmit } from '../ui/FormSubmit';
import { TextField } from '../ui/fields';
import { useCheckedForm } from '../ui/useCheckedForm';
import { RecoveryCodes } from './RecoveryCodes';
import './SecondFactorSetup.css';

interface Shown {
  secret: string;
  qrSvg: string;
}

/**
 * Two-step sign-in for the signed-in account (docs/auth.md, "Second factor"): whether it is
 * on, and setting up an authenticator app: its QR code (and the secret as text), a code from
 * it to turn it on, then the recovery codes, shown this once.
 */
export function SecondFactorSetup({
  token,
  onEnrolled,
}: {
  token: string;
  /** Told the fresh session token the enrolment answers (it counts as signed in with it). */
  onEnrolled?: (token: string) => void;
}) {
  const t = useT();
  const queries = useQueryClient();
  const [shown, setShown] = useState<Shown | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const read = useQuery({
    queryKey: queryKeys.secondFactor(token),
    queryFn: ({ signal }) => callApi(authCalls.getSecondFactor, { token }, { signal }),
  });
  const status = readState(read, errorText);
  const start = useMutation({
    mutationFn: () => callApi(authCalls.startTotpEnrolment, { token }),
    onSuccess: (answer) => {
      setRecoveryCodes(null);
      setShown({ secret: answer.secret, qrSvg: answer.qrSvg });
    },
  });
  const form = useCheckedForm({
    fields: ['code'],
    validate: ({ code }) => (code.trim() ? {} : { code: t('secondFactor.codeRequired') }),
    send: async ({ code }) => {
      const answer = await callApi(authCalls.confirmTotpEnrolment, { token, code: code.trim() });
      setShown(null);
      setRecoveryCodes(answer.recoveryCodes);
      await queries.invalidateQueries({ queryKey: queryKeys.secondFactor(token) });
      onEnrolled?.(answer.token);
    },
    describeError: errorText,
  });

  return (
    <section className="panel second-factor" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">{t('secondFactor.title')}</h2>
      {status.kind === 'loading' && <p role="status">{t('secondFactor.loading')}</p>}
      {status.kind === 'failed' && <StatusBanner kind="failed">{status.message}</StatusBanner>}
      {status.kind === 'ready' && (
        <p>
          {status.data.totp
            ? t('secondFactor.on', { left: status.data.recoveryCodesLeft })
            : status.data.passkeys > 0
              ? t('secondFactor.passkeysOnly')
              : t('secondFactor.off')}
        </p>
      )}
      {recoveryCodes && (
        <div className="second-factor-codes">
          <StatusBanner kind="success">{t('secondFactor.enrolled')}</StatusBanner>
          <RecoveryCodes codes={recoveryCodes} intro={t('secondFactor.recoveryIntro')} />
        </div>
      )}
      {start.isError && <StatusBanner kind="failed">{errorText(start.error)}</StatusBanner>}
      {shown ? (
        <div className="second-factor-enrol">
          <p>{t('secondFactor.scan')}</p>
          <img
            className="second-factor-qr"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(shown.qrSvg)}`}
            alt={t('secondFactor.qrAlt')}
            width={200}
            height={200}
          />
          <p>
            {t('secondFactor.secretText')}{' '}
            <code className="second-factor-secret">{shown.secret}</code>
          </p>
          <form className="form" noValidate onSubmit={form.submit}>
            <TextField
              {...form.field('code')}
              label={t('secondFactor.code')}
              autoComplete="one-time-code"
              required
            />
            <FormSubmit
              banner={form.banner}
              pending={form.pending}
              label={t('secondFactor.turnOn')}
              pendingLabel={t('secondFactor.verifying')}
            />
          </form>
        </div>
      ) : (
        status.kind === 'ready' && (
          <BusyButton type="button" busy={start.isPending} onClick={() => start.mutate()}>
            {status.data.totp ? t('secondFactor.replace') : t('secondFactor.setUp')}
          </BusyButton>
        )
      )}
    </section>
  );
}
