import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authCalls, type SignedInSession } from '@dojo/protocol';
import { callApi } from '../api';
import { formatDate, useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { queryKeys, readState } from '../query';
import { BusyButton, DataTable, StatusBanner, type Column } from '../ui';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The signed-in account's sessions (docs/auth.md, "Sessions"): each device, its address, when
 * it signed in and was last seen; End signs that device out at once. This one is marked and
 * ends with Log out.
 */
export function SessionsPanel({ token }: { token: string }) {
  const t = useT();
  const queries = useQueryClient();
  const read = useQuery({
    queryKey: queryKeys.sessions(token),
    queryFn: ({ signal }) => callApi(authCalls.listSessions, { token }, { signal }),
  });
  const status = readState(read, errorText);
  const end = useMutation({
    mutationFn: (session: string) => callApi(authCalls.endSession, { token, session }),
    onSettled: () => queries.invalidateQueries({ queryKey: queryKeys.sessions(token) }),
  });

  const columns: Column<SignedInSession>[] = [
    {
      header: t('sessions.device'),
      rowHeader: true,
      cell: (session) =>
        session.current ? `${session.device} (${t('sessions.thisDevice')})` : session.device,
    },
    { header: t('sessions.address'), cell: (session) => session.address },
    {
      header: t('sessions.signedIn'),
      cell: (session) => formatDate(Date.parse(session.signedInAt), WHEN),
    },
    {
      header: t('sessions.lastSeen'),
      cell: (session) => formatDate(Date.parse(session.lastSeenAt), WHEN),
    },
    {
      header: t('sessions.action'),
      cell: (session) =>
        session.current ? null : (
          <BusyButton
            type="button"
            busy={end.isPending && end.variables === session.id}
            aria-label={t('sessions.endNamed', { device: session.device })}
            onClick={() => end.mutate(session.id)}
          >
            {t('sessions.end')}
          </BusyButton>
        ),
    },
  ];

  return (
    <section className="panel account-sessions" aria-labelledby="account-sessions-title">
      <h2 id="account-sessions-title">{t('sessions.title')}</h2>
      <p>{t('sessions.intro')}</p>
      {end.isSuccess && <StatusBanner kind="success">{t('sessions.ended')}</StatusBanner>}
      {end.isError && <StatusBanner kind="failed">{errorText(end.error)}</StatusBanner>}
      {status.kind === 'loading' && <p role="status">{t('sessions.loading')}</p>}
      {status.kind === 'failed' && <StatusBanner kind="failed">{status.message}</StatusBanner>}
      {status.kind === 'ready' && (
        <DataTable
          className="stack-table"
          caption={t('sessions.caption')}
          columns={columns}
          rows={status.data.sessions}
          rowKey={(session) => session.id}
        />
      )}
    </section>
  );
}
