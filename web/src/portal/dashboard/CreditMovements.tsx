import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { queryKeys, readState } from '../../shared/query';
import { CreditLogTable } from '../../shared/credits/CreditLogTable';
import { useT } from '../../shared/i18n';
import { StatusBanner } from '../../shared/ui';
import { errorText } from '../../shared/i18n/errorText';

/**
 * The dashboard's own credit movements (docs/admin.md, "The credit log"): orders, refunds,
 * refills and the admin's changes of this client only, newest first, read when opened.
 */
export function CreditMovements({ token }: { token: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const state = readState(
    useQuery({
      queryKey: queryKeys.creditMovements(token),
      queryFn: ({ signal }) => callApi(adminCalls.getCreditMovements, { token }, { signal }),
      enabled: open,
    }),
    errorText,
  );

  return (
    <details
      className="card dashboard-movements"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('dashboard.movements')}</summary>
      {state.kind === 'failed' && <StatusBanner kind="failed">{state.message}</StatusBanner>}
      {state.kind === 'loading' && open && <p role="status">{t('dashboard.loading')}</p>}
      {state.kind === 'ready' && (
        <CreditLogTable
          entries={state.data}
          caption={t('dashboard.movementsCaption')}
          showClient={false}
        />
      )}
    </details>
  );
}
