import { useEffect, useState } from 'react';
import { adminCalls, type CreditLogEntry } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { CreditLogTable } from '../../shared/credits/CreditLogTable';
import { StatusBanner } from '../../shared/ui';

/**
 * The dashboard's own credit movements (docs/admin.md, "The credit log"): orders, refunds,
 * refills and the admin's changes of this client only, newest first, read when opened.
 */
export function CreditMovements({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'ready'; entries: CreditLogEntry[] }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });

  useEffect(() => {
    if (!open) return;
    let current = true;
    callApi(adminCalls.getCreditMovements, { token }).then(
      (entries) => current && setState({ kind: 'ready', entries }),
      (error: unknown) => current && setState({ kind: 'failed', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [open, token]);

  return (
    <details
      className="card dashboard-movements"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Credit movements</summary>
      {state.kind === 'failed' && <StatusBanner kind="failed">{state.message}</StatusBanner>}
      {state.kind === 'idle' && open && <p role="status">Loading…</p>}
      {state.kind === 'ready' && (
        <CreditLogTable
          entries={state.entries}
          caption="Your credit movements, newest first"
          showClient={false}
        />
      )}
    </details>
  );
}
