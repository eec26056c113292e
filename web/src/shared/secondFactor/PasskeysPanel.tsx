import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authCalls, type PasskeySummary } from '@dojo/protocol';
import { callApi } from '../api';
import { formatDate, useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { queryKeys, readState } from '../query';
import { BusyButton, DataTable, StatusBanner, type Column } from '../ui';
import { FormSubmit } from '../ui/FormSubmit';
import { TextField } from '../ui/fields';
import { useCheckedForm } from '../ui/useCheckedForm';
import { createPasskey } from './passkeyBrowser';
import { RecoveryCodes } from './RecoveryCodes';
import './SecondFactorSetup.css';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const NAME_MAX = 60;

/**
 * The signed-in account's passkeys (docs/auth.md, "Passkeys"): each one's name, when it was
 * added and last used, Remove; Add a passkey names a new one and has the browser make it.
 * Adding answers a fresh session token that counts as signed in with it (`onAdded`).
 */
export function PasskeysPanel({ token, onAdded }: { token: string; onAdded(token: string): void }) {
  const t = useT();
  const queries = useQueryClient();
  const [removed, setRemoved] = useState(false);
  // A first passkey without an authenticator app comes with recovery codes, shown only now.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const read = useQuery({
    queryKey: queryKeys.passkeys(token),
    queryFn: ({ signal }) => callApi(authCalls.listPasskeys, { token }, { signal }),
  });
  const status = readState(read, errorText);
  const remove = useMutation({
    mutationFn: (passkey: string) => callApi(authCalls.removePasskey, { token, passkey }),
    onSuccess: () => setRemoved(true),
    onSettled: () => queries.invalidateQueries({ queryKey: queryKeys.passkeys(token) }),
  });
  const form = useCheckedForm({
    fields: ['name'],
    validate: ({ name }) =>
      !name.trim()
        ? { name: t('passkeys.nameRequired') }
        : name.trim().length > NAME_MAX
          ? { name: t('passkeys.nameTooLong', { max: NAME_MAX }) }
          : {},
    send: async ({ name }) => {
      setRemoved(false);
      const started = await callApi(authCalls.startPasskeyRegistration, { token });
      const response = await createPasskey(started.options);
      const answer = await callApi(authCalls.finishPasskeyRegistration, {
        token,
        ceremony: started.ceremony,
        name: name.trim(),
        response,
      });
      setRecoveryCodes(answer.recoveryCodes ?? null);
      await queries.invalidateQueries({ queryKey: queryKeys.passkeys(token) });
      onAdded(answer.token);
      return t('passkeys.addedNow');
    },
    describeError: errorText,
  });

  const columns: Column<PasskeySummary>[] = [
    { header: t('passkeys.name'), rowHeader: true, cell: (passkey) => passkey.name },
    {
      header: t('passkeys.added'),
      cell: (passkey) => formatDate(Date.parse(passkey.createdAt), WHEN),
    },
    {
      header: t('passkeys.lastUsed'),
      cell: (passkey) =>
        passkey.lastUsedAt ? formatDate(Date.parse(passkey.lastUsedAt), WHEN) : t('passkeys.never'),
    },
    {
      header: t('passkeys.action'),
      cell: (passkey) => (
        <BusyButton
          type="button"
          busy={remove.isPending && remove.variables === passkey.id}
          aria-label={t('passkeys.removeNamed', { name: passkey.name })}
          onClick={() => remove.mutate(passkey.id)}
        >
          {t('passkeys.remove')}
        </BusyButton>
      ),
    },
  ];

  return (
    <section className="panel account-passkeys" aria-labelledby="account-passkeys-title">
      <h2 id="account-passkeys-title">{t('passkeys.title')}</h2>
      <p>{t('passkeys.intro')}</p>
      {recoveryCodes && (
        <div className="second-factor-codes">
          <RecoveryCodes codes={recoveryCodes} intro={t('passkeys.recoveryIntro')} />
        </div>
      )}
      {removed && <StatusBanner kind="success">{t('passkeys.removed')}</StatusBanner>}
      {remove.isError && <StatusBanner kind="failed">{errorText(remove.error)}</StatusBanner>}
      {status.kind === 'loading' && <p role="status">{t('passkeys.loading')}</p>}
      {status.kind === 'failed' && <StatusBanner kind="failed">{status.message}</StatusBanner>}
      {status.kind === 'ready' &&
        (status.data.passkeys.length === 0 ? (
          <p>{t('passkeys.none')}</p>
        ) : (
          <DataTable
            className="stack-table"
            caption={t('passkeys.caption')}
            columns={columns}
            rows={status.data.passkeys}
            rowKey={(passkey) => passkey.id}
          />
        ))}
      <form className="form" noValidate onSubmit={form.submit}>
        <TextField {...form.field('name')} label={t('passkeys.nameLabel')} maxLength={NAME_MAX} />
        <FormSubmit
          banner={form.banner}
          pending={form.pending}
          label={t('passkeys.add')}
          pendingLabel={t('passkeys.waiting')}
        />
      </form>
    </section>
  );
}
