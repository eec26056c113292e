import { useState } from 'react';
import { adminCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { BusyButton, StatusLine } from '../../shared/ui';
import { useAdminForm } from '../shared/useAdminForm';
import { useClientValue } from '../shared/useClientValue';
import { ClientField, ScenarioField } from '../shared/ChoiceFields';
import { useScenarioTitleOf } from '../shared/adminLists';

/** Manage Access: which scenarios a client may order; add or remove one at a time. */
export function ManageAccessPanel() {
  const token = useEditorToken();
  const form = useAdminForm();
  const [client, setClient] = useState('');
  const [scenario, setScenario] = useState('');
  const access = useClientValue('customer', client, (name) =>
    callApi(adminCalls.getCustomer, { token, client: name }),
  );

  async function change(call: typeof adminCalls.addScenarioToClient) {
    const body = { token, client, scenario };
    const done = await form.submit(call.request, body, () => callApi(call, body));
    if (done) access.reload();
  }

  const owned = access.value?.scenarios ?? [];
  const titleOf = useScenarioTitleOf();
  return (
    <div className="form" role="group" aria-label="Manage Access">
      <ClientField value={client} onChange={setClient} />
      {client && (
        <section aria-live="polite" aria-label={`Scenarios ${client} can order`}>
          <h3 className="field-label">Scenarios {client} can order</h3>
          {access.loading ? (
            <p className="admin-fact">Loading…</p>
          ) : owned.length === 0 ? (
            <p className="admin-fact">None yet.</p>
          ) : (
            <ul className="admin-chips" role="list">
              {owned.map((name) => (
                <li key={name} className="admin-chip">
                  {titleOf(name)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <ScenarioField value={scenario} onChange={setScenario} />
      <StatusLine status={form.status} onDismiss={form.clear} />
      <div className="form-actions">
        <BusyButton
          type="button"
          busy={form.pending}
          onClick={() => void change(adminCalls.addScenarioToClient)}
        >
          Add Scenario
        </BusyButton>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={form.pending}
          onClick={() => void change(adminCalls.removeScenarioFromClient)}
        >
          Remove Scenario
        </button>
      </div>
    </div>
  );
}
