import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { portalCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { queryKeys } from '../../shared/query';
import { useT } from '../../shared/i18n';
import { errorText } from '../../shared/i18n/errorText';
import { StatusBanner } from '../../shared/ui';
import { SafeHtml } from '../../player/html/SafeHtml';
import '../../player/gate/gate.css';

/**
 * The NDA the client's players are shown (docs/portal.md, "The NDA your players see"), read
 * when opened and drawn by the player's own reader, so its headings are the player's.
 */
export function PlayerNda({ token }: { token: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: queryKeys.playerNda(token),
    queryFn: ({ signal }) => callApi(portalCalls.getPlayerNda, { token }, { signal }),
    enabled: open,
  });
  const nda = query.data;
  return (
    <details className="card dashboard-movements" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('dashboard.playerNda')}</summary>
      {query.error && <StatusBanner kind="failed">{errorText(query.error)}</StatusBanner>}
      {query.isLoading && open && <p role="status">{t('dashboard.loading')}</p>}
      {nda && (
        <div className="gate-nda-text" tabIndex={0} role="region" aria-label={t('nda.region')}>
          {nda.ndaHtml.trim() ? <SafeHtml html={nda.ndaHtml} /> : <p>{t('nda.default')}</p>}
        </div>
      )}
    </details>
  );
}
