import { useState } from 'react';
import {
  CREDIT_REASON_LABELS,
  CreditReason,
  adminCalls,
  type CreditLogFilter,
} from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { CreditLogTable } from '../../shared/credits/CreditLogTable';
import { SelectField, StatusBanner, TextField } from '../../shared/ui';
import { queryKeys } from '../../shared/query';
import { useAdminRead } from '../shared/adminRead';
import { ClientField } from '../shared/ChoiceFields';

/**
 * Credit Log: every movement of every client's credits, newest first (docs/admin.md, "The
 * credit log"): client, who, when, old, new and why, filtered by client, reason and days.
 */
export function CreditLogPanel() {
  const [filter, setFilter] = useState<Required<CreditLogFilter>>({
    client: '',
    reason: '',
    from: '',
    to: '',
  });
  const log = useAdminRead(
    (token) => queryKeys.admin.creditLog(filter, token),
    (token, signal) => callApi(adminCalls.getCreditLog, { token, ...filter }, { signal }),
  );
  const set = (changes: Partial<CreditLogFilter>) => setFilter({ ...filter, ...changes });

  return (
    <div className="credit-log-panel">
      <form
        className="form credit-log-filters"
        aria-label="Filter the credit log"
        onSubmit={(event) => event.preventDefault()}
      >
        <ClientField value={filter.client} onChange={(client) => set({ client })} />
        <SelectField
          label="Why"
          value={filter.reason}
          onChange={(event) => set({ reason: event.target.value as CreditReason | '' })}
        >
          <option value="">Every reason</option>
          {CreditReason.options.map((reason) => (
            <option key={reason} value={reason}>
              {CREDIT_REASON_LABELS[reason]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={filter.from}
          onChange={(event) => set({ from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={filter.to}
          onChange={(event) => set({ to: event.target.value })}
        />
      </form>
      {log.error && <StatusBanner kind="failed">{log.error}</StatusBanner>}
      {log.loading && !log.data ? (
        <p role="status">Loading the credit log…</p>
      ) : (
        <CreditLogTable
          entries={log.data ?? []}
          caption="Credit movements, newest first"
          showClient
        />
      )}
    </div>
  );
}
