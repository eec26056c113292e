import { useState } from 'react';
import { ADMIN_MESSAGES, gatewayCalls, type GatewayClient } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { StatusLine, usePending, useStatus } from '../../shared/ui';
import { useGatewayClients } from '../shared/adminLists';
import { ClientForm } from './ClientForm';
import { ClientList } from './ClientList';
import { SignOnSettingsPanel } from '../../shared/sso/SignOnSettingsPanel';
import './gateway.css';

/** The product's wording for the browser confirmation before a client is deleted. */
const CONFIRM_DELETE = 'Do you really want to delete this client?';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; client: GatewayClient };

/** Client Gateway: each client's logo and the NDA its players agree to. */
export function ClientGatewayPanel() {
  const token = useEditorToken();
  const clients = useGatewayClients();
  const { status, show, clear } = useStatus();
  const { run } = usePending((message) => show('failed', message));
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });

  async function remove(client: GatewayClient) {
    if (!window.confirm(CONFIRM_DELETE)) return;
    await run(async () => {
      const answer = await callApi(
        gatewayCalls.deleteClient,
        { name: client.name },
        { bearer: token },
      );
      show(answer.type, answer.data);
      if (editing.mode === 'edit' && editing.client.name === client.name)
        setEditing({ mode: 'closed' });
      await clients.reload();
    });
  }

  /** After a stale edit: the list and the form show the client as stored now. */
  async function reloadClient(name: string) {
    await run(async () => {
      const stored = (await clients.reload()).find((each) => each.name === name);
      if (!stored) {
        setEditing({ mode: 'closed' });
        return show('failed', ADMIN_MESSAGES.unknownClient);
      }
      setEditing({ mode: 'edit', client: stored });
      show('success', `Reloaded ${name} as stored now.`);
    });
  }

  const selected = editing.mode === 'edit' ? editing.client.name : null;
  return (
    <div className="gateway">
      <header className="gateway-head">
        <div>
          <h2>Client Gateway</h2>
          <p className="admin-fact">
            Customise each client&apos;s logo URL and NDA text: players of the client&apos;s
            exercises see them before they start.
          </p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          Create New Client
        </button>
      </header>
      <StatusLine status={status} onDismiss={clear} />
      <div className="gateway-body">
        <div>
          {clients.state === 'loading' && <p className="admin-fact">Loading clients…</p>}
          {clients.state === 'failed' && (
            <p className="field-message" role="alert">
              {clients.error}
            </p>
          )}
          {clients.state === 'ready' && (
            <ClientList
              clients={clients.items}
              selected={selected}
              onSelect={(client) => setEditing({ mode: 'edit', client })}
              onDelete={(client) => void remove(client)}
            />
          )}
        </div>
        {editing.mode !== 'closed' && (
          <ClientForm
            key={
              editing.mode === 'edit'
                ? `${editing.client.name}@${editing.client.revision ?? 0}`
                : 'new'
            }
            client={editing.mode === 'edit' ? editing.client : null}
            onCancel={() => setEditing({ mode: 'closed' })}
            onReload={() => reloadClient(editing.mode === 'edit' ? editing.client.name : '')}
            onSaved={async (message) => {
              if (editing.mode === 'create') show('success', message);
              await clients.reload();
              if (editing.mode === 'create') setEditing({ mode: 'closed' });
            }}
          />
        )}
      </div>
      {/* The chosen client's single sign-on, as its owner sees it on the Dashboard. */}
      {editing.mode === 'edit' && token && (
        <SignOnSettingsPanel key={editing.client.name} token={token} client={editing.client.name} />
      )}
    </div>
  );
}
