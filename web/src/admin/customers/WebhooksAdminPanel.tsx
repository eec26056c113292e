import { useState } from 'react';
import { useEditorToken } from '../../shared/session';
import { WebhooksPanel } from '../../shared/integrations/WebhooksPanel';
import { LearningRecordsPanel } from '../../shared/integrations/LearningRecordsPanel';
import { ClientField } from '../shared/ChoiceFields';

/**
 * Admin → Webhooks: a client's webhooks and learning record store, as its owner sees them on
 * the portal's dashboard; the tab's heading titles the webhooks (no second "Webhooks").
 */
export function WebhooksAdminPanel() {
  const token = useEditorToken();
  const [client, setClient] = useState('');
  return (
    <div className="webhooks-admin">
      <form className="form" aria-label="Choose the client" onSubmit={(e) => e.preventDefault()}>
        <ClientField value={client} onChange={setClient} />
      </form>
      {client && token && (
        <WebhooksPanel key={client} token={token} client={client} titled={false} />
      )}
      {client && token && (
        <LearningRecordsPanel key={`lrs-${client}`} token={token} client={client} />
      )}
    </div>
  );
}
